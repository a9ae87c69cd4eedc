import { Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, REVISION_MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Policy } from '../common/decorators/policy.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';
import { FailureBody } from '../common/http/failure-body';
import { POST_POLICY_REFUSALS } from './blog-policy';
import { BlogSaveResponseDto } from './dto/blog-response.dto';
import { RevisionListQuery } from './dto/revision-list.query';
import { RevisionListResponseDto, RevisionResponseDto } from './dto/revision-response.dto';
import { RevisionsService } from './revisions.service';
import { Scope } from '../common/decorators/scope.decorator';

const blogIdPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound)) });
const revisionIdPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('revision.not_found', REVISION_MESSAGES.notFound)) });

/** A post's history; whoever may edit the post (authors: their own) may read and restore it. */
@ApiTags('blogs (staff)')
@Auth()
@Policy(POST_POLICY_REFUSALS)
@Controller('blogs/:blogId/revisions')
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @Scope('content:read')
  @ApiOperation({ summary: "A post's revisions, 15 a page, newest first, without their content (authors: own posts only)" })
  @ApiOkResponse({ type: RevisionListResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  list(@CurrentUser() actor: AuthUser, @Param('blogId', blogIdPipe) blogId: number, @Query() query: RevisionListQuery) {
    return this.revisions.list(actor, blogId, query.page);
  }

  @Get(':revisionId')
  @Scope('content:read')
  @ApiOperation({ summary: 'One revision of the post, with its content' })
  @ApiOkResponse({ type: RevisionResponseDto })
  @ApiNotFoundResponse({ type: FailureBody, description: 'No such post, or no such revision of it' })
  async get(@CurrentUser() actor: AuthUser, @Param('blogId', blogIdPipe) blogId: number, @Param('revisionId', revisionIdPipe) revisionId: number) {
    return { data: await this.revisions.get(actor, blogId, revisionId) };
  }

  @Post(':revisionId/restore')
  @Scope('content:write')
  @HttpCode(200)
  @ApiOperation({ summary: "Make the revision the draft's title, category, content, cover and event date; stored as the newest revision" })
  @ApiOkResponse({ type: BlogSaveResponseDto })
  @ApiNotFoundResponse({ type: FailureBody, description: 'No such post, or no such revision of it' })
  @ApiConflictResponse({ type: FailureBody, description: 'The post is published or scheduled (change it into draft first)' })
  async restore(@CurrentUser() actor: AuthUser, @Param('blogId', blogIdPipe) blogId: number, @Param('revisionId', revisionIdPipe) revisionId: number) {
    const blog = await this.revisions.restore(actor, blogId, revisionId);
    return { message: REVISION_MESSAGES.restored, blogSlug: blog.slug, blogId: blog.id };
  }
}
