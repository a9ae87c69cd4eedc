import { ApiProperty } from '@nestjs/swagger';
import { EDITED_FIELD_NAMES } from '@csec/contracts';

/** A row of a post's history (GET /api/blogs/:blogId/revisions): the revision without its content. */
export class RevisionListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty() blogId!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ nullable: true, type: 'integer', description: 'The account that saved it; null once that account is deleted' })
  authorId!: number | null;
  @ApiProperty({ description: 'Its username when it saved' }) authorName!: string;
  @ApiProperty() title!: string;
  @ApiProperty({
    type: 'string',
    enum: EDITED_FIELD_NAMES,
    isArray: true,
    description: "The fields this save changed from the revision before it; empty for a post's first",
  })
  changedFields!: string[];
  @ApiProperty({ nullable: true, type: 'integer', description: 'The revision a restore brought back' }) restoredFromId!: number | null;
}

/** One revision with everything it stores (GET /api/blogs/:blogId/revisions/:revisionId). */
export class RevisionViewDto extends RevisionListItemDto {
  @ApiProperty({ nullable: true, type: 'integer' }) categoryId!: number | null;
  @ApiProperty({ nullable: true, type: String, description: "The category's name now; null when there is none or it was deleted" })
  category!: string | null;
  @ApiProperty({ description: 'Sanitised HTML, as saved' }) content!: string;
  @ApiProperty({ nullable: true, type: String }) cover!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-03' }) eventDate!: string | null;
}

export class RevisionListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [RevisionListItemDto] }) data!: RevisionListItemDto[];
  @ApiProperty({ example: 2 }) totalPages!: number;
  @ApiProperty({ example: 17 }) countData!: number;
}

export class RevisionResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: RevisionViewDto }) data!: RevisionViewDto;
}
