import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { PublicListQuery } from './dto/public-list.query';
import { LanguageQuery } from './dto/language.query';
import { PublicBlogListResponseDto, PublicBlogPostResponseDto, SidebarResponseDto } from './dto/blog-response.dto';
import { PublicBlogsService } from './public-blogs.service';

/** Registered before BlogsController so /blogs/publish is not read as a staff slug. */
@ApiTags('public blog')
@Public()
@Controller('blogs/publish')
export class PublicBlogsController {
  constructor(private readonly blogs: PublicBlogsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Published posts of one language (lang, English by default), newest first, without content; filter by category name or month; q searches titles and text by relevance',
  })
  @ApiOkResponse({ type: PublicBlogListResponseDto })
  list(@Query() query: PublicListQuery) {
    return this.blogs.list(query);
  }

  @Get('sidebar')
  @ApiOperation({ summary: 'Blog sidebar of one language: 6 newest titles, publish months with counts, categories (named in that language) with counts' })
  @ApiOkResponse({ type: SidebarResponseDto })
  async sidebar(@Query() query: LanguageQuery) {
    return { data: await this.blogs.sidebar(query.lang) };
  }

  @Get(':slug')
  @ApiOperation({
    summary:
      'One published post by its slug in one language (a former slug finds it too; `slug` names the current one, `translation` its published translation)',
  })
  @ApiOkResponse({ type: PublicBlogPostResponseDto })
  @ApiNotFoundResponse({ type: FailureBody, description: 'Unknown slug in that language, or a draft' })
  async get(@Param('slug') slug: string, @Query() query: LanguageQuery) {
    return { data: [await this.blogs.get(slug, query.lang)] };
  }
}
