import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PREVIEW_MESSAGES } from '@csec/contracts';
import { Public } from '../../common/decorators/public.decorator';
import { coded } from '../../common/http/coded';
import { FailureBody } from '../../common/http/failure-body';
import { BlogPreviewsService } from './blog-previews.service';
import { PreviewPostResponseDto } from './dto/preview-response.dto';
import { setPreviewHeaders } from './preview-headers';

/** The JSON a preview page is rendered and hydrated from. Registered before BlogsController, beside /blogs/publish. */
@ApiTags('public blog')
@Public()
@Controller('blogs/preview')
export class PublicPreviewController {
  constructor(private readonly previews: BlogPreviewsService) {}

  @Get(':token')
  @ApiOperation({ summary: 'The post a preview link opens, as its public page shows it; never cached (Cache-Control: private, no-store)' })
  @ApiOkResponse({ type: PreviewPostResponseDto })
  @ApiNotFoundResponse({ type: FailureBody, description: 'A token that is malformed, unknown, expired or revoked, or whose post is deleted' })
  async get(@Param('token') token: string, @Res({ passthrough: true }) res: Response) {
    // Before the lookup: the 404 of a dead link is no more cacheable than the post.
    setPreviewHeaders(res);
    const post = await this.previews.find(token);
    if (!post) throw new NotFoundException(coded('preview.not_found', PREVIEW_MESSAGES.notFound));
    return { data: post };
  }
}
