import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator';
import { CategoriesService } from '../categories/categories.service';
import { BlogsRepository } from './blogs.repository';
import { CategoryOverviewResponseDto } from './dto/category-overview.dto';
import { Scope } from '../common/decorators/scope.decorator';

/**
 * The Categories screen's list. Served by the blogs module, as the sidebar is: the categories come
 * from the categories module, the counts of posts using each are this module's own.
 */
@ApiTags('categories')
@Controller('categories')
export class CategoryOverviewController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly repo: BlogsRepository,
  ) {}

  @Get('overview')
  @Scope('content:read')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Every category with the number of posts using it, in any state and published (admin-level)' })
  @ApiOkResponse({ type: CategoryOverviewResponseDto })
  async overview() {
    const [categories, counts] = await Promise.all([this.categories.list(), this.repo.countsByCategory()]);
    return { data: categories.map((category) => ({ ...category, ...(counts.get(category.id) ?? { posts: 0, published: 0 }) })) };
  }
}
