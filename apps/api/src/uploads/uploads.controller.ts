import { BadRequestException, Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProperty,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { MESSAGES, UPLOAD_FIELD, UPLOAD_MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { FailureBody } from '../common/http/failure-body';
import { UploadInterceptor } from './upload.interceptor';
import { UploadsService } from './uploads.service';
import { coded } from '../common/http/coded';
import { Scope } from '../common/decorators/scope.decorator';

class ImageVariantDto {
  @ApiProperty({ example: '/uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11-480.webp' }) url!: string;
  @ApiProperty({ example: 480 }) width!: number;
}

class UploadResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: MESSAGES.uploadSuccess }) message!: string;
  @ApiProperty({ example: '/uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png' }) url!: string;
  @ApiProperty({ example: '5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png' }) filename!: string;
  @ApiProperty({
    type: [ImageVariantDto],
    description: 'WebP copies 480, 720, 960 and 1600 px wide, only those narrower than the image, narrowest first',
  })
  variants!: ImageVariantDto[];
}

@ApiTags('uploads')
@Controller('upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @Scope('content:write')
  @Auth()
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Upload a jpg or png image under 3,000,000 bytes (staff)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'No file in the `file` field' })
  @ApiPayloadTooLargeResponse({ type: FailureBody, description: 'Max. size file is 3mb' })
  @ApiUnsupportedMediaTypeResponse({ type: FailureBody, description: 'Not a readable jpg or png' })
  async upload(@Req() req: Request) {
    if (!req.file) throw new BadRequestException(coded('upload.file_required', UPLOAD_MESSAGES.fileRequired));
    return { message: MESSAGES.uploadSuccess, ...(await this.uploads.store(req.file)) };
  }
}
