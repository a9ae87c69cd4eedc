import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

/** PUT /api/blogs/{id}/translation: the post, in the other language, to link as its translation. */
export class LinkTranslationDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Id of the post in the other language' })
  @IsInt({ message: 'translationId must be a post id' })
  @Min(1, { message: 'translationId must be a post id' })
  translationId!: number;
}
