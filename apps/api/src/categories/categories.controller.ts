import { Body, Controller, Delete, Get, NotFoundException, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES, CATEGORY_TEXTS, MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { CategoriesService } from './categories.service';
import { CategoryListResponseDto, CategoryResponseDto } from './dto/category-response.dto';
import { CreateCategoryDto } from './dto/create-category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';
import { coded } from '../common/http/coded';
import { Scope } from '../common/decorators/scope.decorator';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('category.not_found', API_MESSAGES.categoryNotFound)) });

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every blog category, by name' })
  @ApiOkResponse({ type: CategoryListResponseDto })
  async list() {
    return { data: await this.categories.list() };
  }

  @Post()
  @Scope('content:write')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Add a category (admin-level; authors pick from the existing ones); names are unique ignoring case' })
  @ApiCreatedResponse({ type: CategoryResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'Name already taken' })
  async create(@Body() body: CreateCategoryDto) {
    return { message: MESSAGES.categoryCreated, data: await this.categories.create(body) };
  }

  @Put(':categoryId')
  @Scope('content:write')
  @Auth('superadmin', 'admin')
  @ApiOperation({
    summary: 'Rename a category or change its description (admin-level)',
    description:
      'The old name keeps reaching the category: GET /api/blogs/publish?category={old} lists its posts, and /blog/tag/{old} redirects (301) to the new name.',
  })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'Name already taken' })
  async update(@Param('categoryId', idPipe) id: number, @Body() body: UpdateCategoryDto) {
    return { message: CATEGORY_TEXTS.updated, data: await this.categories.update(id, body) };
  }

  @Delete(':categoryId')
  @Scope('content:write')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Delete a category (admin-level); refused while posts use it' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'Posts still use the category; says how many' })
  async remove(@Param('categoryId', idPipe) id: number) {
    await this.categories.remove(id);
    return { message: MESSAGES.categoryDeleted };
  }
}
