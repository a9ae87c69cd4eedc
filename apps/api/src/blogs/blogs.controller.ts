import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { MESSAGES, SCHEDULE_TEXTS, TRANSLATION_TEXTS } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Policy } from '../common/decorators/policy.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { POST_POLICY_REFUSALS } from './blog-policy';
import { BlogsService } from './blogs.service';
import { BlogListResponseDto, BlogResponseDto, BlogSaveResponseDto, TranslationResponseDto } from './dto/blog-response.dto';
import { BlogIdBodyDto } from './dto/blog-id-body.dto';
import { CreateBlogDto, UpdateBlogDto } from './dto/save-blog.dto';
import { ScheduleBlogDto } from './dto/schedule-blog.dto';
import { BlogListQuery } from './dto/blog-list.query';
import { LanguageQuery } from './dto/language.query';
import { LinkTranslationDto } from './dto/link-translation.dto';
import { coded } from '../common/http/coded';
import { Scope } from '../common/decorators/scope.decorator';

export const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound)) });

// GET /blogs/:blog reads a post by slug, PUT and DELETE change one by id (the spec's URLs). One parameter
// name for both keeps them one path in the API document, which two names for one URL shape would not be.
const BY_SLUG = ApiParam({ name: 'blog', description: "The post's slug; a former slug finds it too" });
const BY_ID = ApiParam({ name: 'blog', description: "The post's id", type: Number });

@ApiTags('blogs (staff)')
@Auth()
@Controller('blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  @Get()
  @Scope('content:read')
  @ApiOperation({ summary: 'Every post (or those of one language), 15 a page, newest first; query matches title, category, author or status' })
  @ApiOkResponse({ type: BlogListResponseDto })
  list(@CurrentUser() actor: AuthUser, @Query() query: BlogListQuery) {
    return this.blogs.list(actor, query.page, query.query, query.language);
  }

  @Get(':blog')
  @Scope('content:read')
  @ApiOperation({ summary: 'One post by slug in one language (a former slug finds it too)' })
  @BY_SLUG
  @ApiOkResponse({ type: BlogResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async get(@CurrentUser() actor: AuthUser, @Param('blog') slug: string, @Query() query: LanguageQuery) {
    return { data: await this.blogs.get(actor, slug, query.lang) };
  }

  @Post()
  @Scope('content:write')
  @ApiOperation({ summary: 'Create a draft; only the title is required' })
  @ApiCreatedResponse({ type: BlogSaveResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'errors names each invalid field; content nested too deeply is one' })
  @ApiPayloadTooLargeResponse({ type: FailureBody, description: 'Content over CONTENT_MAX characters' })
  @ApiUnprocessableEntityResponse({ type: FailureBody, description: 'Content took longer than the time budget to sanitise' })
  @ApiConflictResponse({ type: FailureBody, description: 'Saves racing for one slug did not settle; save again' })
  async create(@CurrentUser() actor: AuthUser, @Body() body: CreateBlogDto) {
    const blog = await this.blogs.create(actor, body);
    return { message: MESSAGES.blogSaved, blogSlug: blog.slug, blogId: blog.id, language: blog.language, version: blog.version };
  }

  @Put(':blog')
  @Scope('content:write')
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Save a draft (authors: own posts only); a rename moves the slug' })
  @BY_ID
  @ApiOkResponse({ type: BlogSaveResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'errors names each invalid field; content nested too deeply is one' })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiPayloadTooLargeResponse({ type: FailureBody, description: 'Content over CONTENT_MAX characters' })
  @ApiUnprocessableEntityResponse({ type: FailureBody, description: 'Content took longer than the time budget to sanitise' })
  @ApiConflictResponse({
    type: FailureBody,
    description:
      'The post is published or scheduled (change it into draft first; `blog.locked`), someone saved it after the version sent (`blog.stale`, naming who and when), or saves racing for one slug did not settle',
  })
  async update(@CurrentUser() actor: AuthUser, @Param('blog', idPipe) blogId: number, @Body() body: UpdateBlogDto) {
    const blog = await this.blogs.update(actor, blogId, body);
    return { message: MESSAGES.blogSaved, blogSlug: blog.slug, blogId: blog.id, language: blog.language, version: blog.version };
  }

  @Delete(':blog')
  @Scope('content:write')
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Delete a post (authors: own posts only)' })
  @BY_ID
  @ApiBody({ type: BlogIdBodyDto, required: false })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async remove(@CurrentUser() actor: AuthUser, @Param('blog', idPipe) blogId: number) {
    await this.blogs.remove(actor, blogId);
    return { message: MESSAGES.blogDeleted };
  }

  @Post(':slug/publish')
  @Scope('content:write')
  @HttpCode(200)
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Publish: needs a category, content and a cover; sets publishAt' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'errors names each missing field with the spec message' })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiUnprocessableEntityResponse({ type: FailureBody, description: 'The stored content took longer than the time budget to read' })
  async publish(@CurrentUser() actor: AuthUser, @Param('slug') slug: string, @Query() query: LanguageQuery) {
    await this.blogs.publish(actor, slug, query.lang);
    return { message: MESSAGES.published };
  }

  @Post(':slug/schedule')
  @Scope('content:write')
  @HttpCode(200)
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({
    summary: 'Schedule: publish at publishAt; the same rules as publishing (authors: own posts only)',
    description:
      'A draft, or a scheduled post moved to a new time, becomes `scheduled`: locked like a published post and not public until ' +
      'publishAt, when the server publishes it (publishAt is kept as the publish time). A published post is refused (409 blog.locked): ' +
      'change it into draft first. POST /draft cancels a schedule.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({
    type: FailureBody,
    description: 'errors.publishAt: missing, not ISO 8601 with a time zone, too soon or too far; or the spec message of each missing field',
  })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'The post is published (blog.locked): change it into draft first' })
  @ApiUnprocessableEntityResponse({ type: FailureBody, description: 'The stored content took longer than the time budget to read' })
  async schedule(@CurrentUser() actor: AuthUser, @Param('slug') slug: string, @Query() query: LanguageQuery, @Body() body: ScheduleBlogDto) {
    await this.blogs.schedule(actor, slug, query.lang, new Date(body.publishAt));
    return { message: SCHEDULE_TEXTS.scheduled };
  }

  @Post(':slug/draft')
  @Scope('content:write')
  @HttpCode(200)
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Change a post back into draft (a scheduled one is no longer scheduled)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async draft(@CurrentUser() actor: AuthUser, @Param('slug') slug: string, @Query() query: LanguageQuery) {
    await this.blogs.draft(actor, slug, query.lang);
    return { message: MESSAGES.drafted };
  }

  @Post(':blog/translation')
  @Scope('content:write')
  @HttpCode(200)
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({
    summary: "The post's translation: opens the linked one, or creates it",
    description:
      'When the post is linked to a translation, answers it (`created` false). Otherwise creates a draft in the other language, ' +
      "linked to the post, with the post's cover, category and event date and its title to start from, and answers it (`created` true).",
  })
  @BY_ID
  @ApiOkResponse({ type: TranslationResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async translate(@CurrentUser() actor: AuthUser, @Param('blog', idPipe) blogId: number) {
    const { blog, created } = await this.blogs.translate(actor, blogId);
    return { message: created ? TRANSLATION_TEXTS.created : null, created, blogSlug: blog.slug, blogId: blog.id, language: blog.language };
  }

  @Put(':blog/translation')
  @Scope('content:write')
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Link the post and a post in the other language as translations of each other (the caller must be able to change both)' })
  @BY_ID
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({
    type: FailureBody,
    description: 'The same post (`blog.translation_self`) or a post in the same language (`blog.translation_language`)',
  })
  @ApiNotFoundResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'One of the two is already linked to a translation (`blog.translation_taken`): unlink it first' })
  async link(@CurrentUser() actor: AuthUser, @Param('blog', idPipe) blogId: number, @Body() body: LinkTranslationDto) {
    await this.blogs.link(actor, blogId, body.translationId);
    return { message: TRANSLATION_TEXTS.linked };
  }

  @Delete(':blog/translation')
  @Scope('content:write')
  @Policy(POST_POLICY_REFUSALS)
  @ApiOperation({ summary: 'Unlink the post from its translation; both posts stay as they are' })
  @BY_ID
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody, description: 'No such post (`blog.not_found`), or it has no translation (`blog.not_linked`)' })
  async unlink(@CurrentUser() actor: AuthUser, @Param('blog', idPipe) blogId: number) {
    await this.blogs.unlink(actor, blogId);
    return { message: TRANSLATION_TEXTS.unlinked };
  }
}
