import { Body, Controller, Delete, Get, NotFoundException, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES, MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { CategoriesService } from './categories.service';
import { CategoryListResponseDto, CategoryResponseDto } from './dto/category-response.dto';
import { CreateCategoryDto } from './dto/create-category.dto';
import { coded } from '../common/http/coded';

// eslint-disable-next-line no-useless-assignment -- read by @Param below; the rule misses uses in parameter decorators (eslint/eslint#20947)
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
  @Auth()
  @ApiOperation({ summary: 'Add a category (any staff); names are unique ignoring case' })
  @ApiCreatedResponse({ type: CategoryResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'Name already taken' })
  async create(@Body() body: CreateCategoryDto) {
    return { message: MESSAGES.categoryCreated, data: await this.categories.create(body) };
  }

  @Delete(':categoryId')
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
