import { ApiProperty } from '@nestjs/swagger';
import { PREVIEW_MESSAGES } from '@csec/contracts';
import { PublicBlogPostDto } from '../../dto/blog-response.dto';

export class PreviewLinkResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: PREVIEW_MESSAGES.created }) message!: string;
  @ApiProperty({
    description: 'The page anyone holding it reads the post on, without a login; shown once (only a hash of its token is kept)',
    example: 'https://www.csec.co.id/blog/preview/0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw',
  })
  url!: string;
  @ApiProperty({ format: 'date-time', description: 'When the link stops working (PREVIEW_HOURS after it was made)' }) expiresAt!: string;
}

export class PreviewPostResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({
    type: PublicBlogPostDto,
    description: 'The post as its public page shows it, in any state; an unpublished one carries the time of the request as publishAt',
  })
  data!: PublicBlogPostDto;
}
