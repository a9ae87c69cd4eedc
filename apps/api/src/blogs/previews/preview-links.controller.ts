import { Controller, Delete, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PREVIEW_MESSAGES } from '@csec/contracts';
import { Auth } from '../../common/decorators/auth.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Policy } from '../../common/decorators/policy.decorator';
import type { AuthUser } from '../../common/guards/auth-user';
import { FailureBody } from '../../common/http/failure-body';
import { MessageResponseDto } from '../../common/http/message-response.dto';
import { POST_POLICY_REFUSALS } from '../blog-policy';
import { idPipe } from '../blogs.controller';
import { BlogPreviewsService } from './blog-previews.service';
import { PreviewLinkResponseDto } from './dto/preview-response.dto';

@ApiTags('blogs (staff)')
@Auth()
@Policy(POST_POLICY_REFUSALS)
@Controller('blogs/:blogId/preview')
export class PreviewLinksController {
  constructor(private readonly previews: BlogPreviewsService) {}

  @Post()
  @ApiOperation({ summary: 'A shareable preview link of a post in any state, working for PREVIEW_HOURS (authors: own posts only)' })
  @ApiCreatedResponse({ type: PreviewLinkResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async create(@CurrentUser() actor: AuthUser, @Param('blogId', idPipe) blogId: number) {
    const link = await this.previews.create(actor, blogId);
    return { message: PREVIEW_MESSAGES.created, url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  @Delete()
  @ApiOperation({ summary: 'Revoke every preview link of a post: they show the not-found page from now on (authors: own posts only)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async revoke(@CurrentUser() actor: AuthUser, @Param('blogId', idPipe) blogId: number) {
    await this.previews.revoke(actor, blogId);
    return { message: PREVIEW_MESSAGES.revoked };
  }
}
