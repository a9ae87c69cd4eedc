import { ApiPropertyOptional, ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONTENT_MAX, SITE_LANGUAGES, TITLE_MAX, VALIDATION, VERSION_TEXTS, type SiteLanguage } from '@csec/contracts';
import { stripXmlForbidden } from '../../common/text/xml-safe';
import { BlogIdBodyDto } from './blog-id-body.dto';

/** Control characters and the like go before trimming: a title of them alone is an empty title. */
const cleanTitle = ({ value }: { value: unknown }) => (typeof value === 'string' ? stripXmlForbidden(value).trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);
const toIdOrNull = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
};

export const COVER_PATTERN = /^(https?:\/\/|\/uploads\/)[^\s"'<>]+$/i;

/** The optional fields of a post: absent means unchanged, null clears the field. */
class BlogFieldsDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true, description: 'Category id' })
  @IsOptional()
  @Transform(toIdOrNull)
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'Category must be a category id' })
  @Min(1)
  categoryId?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true, description: 'Same as categoryId (the spec names it category)' })
  @IsOptional()
  @Transform(toIdOrNull)
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'Category must be a category id' })
  @Min(1)
  category?: number | null;

  /** Its size and nesting are checked with the sanitising (BlogHtmlService): too large is a 413, not a 400. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTENT_MAX, description: 'HTML from the editor; sanitised on write' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  content?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Image URL: http(s) or /uploads/...' })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(500)
  @Matches(COVER_PATTERN, { message: 'Cover must be an image URL' })
  cover?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-12-03' })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsISO8601({}, { message: 'Event date must be a date' })
  eventDate?: string | null;
}

/** POST /api/blogs/: a title is required; everything else may come later. */
export class CreateBlogDto extends BlogFieldsDto {
  @ApiProperty({ maxLength: TITLE_MAX, example: 'Securing satellite links in 2026' })
  @Transform(cleanTitle)
  @IsString({ message: VALIDATION.titleRequired })
  @IsNotEmpty({ message: VALIDATION.titleRequired })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters long` })
  title!: string;

  @ApiPropertyOptional({ enum: SITE_LANGUAGES, description: "The post's language, fixed once it is created; English when absent" })
  @IsOptional()
  @IsIn(SITE_LANGUAGES, { message: `Language must be one of: ${SITE_LANGUAGES.join(', ')}` })
  language?: SiteLanguage;
}

/** PUT /api/blogs/:blogId: the same fields, each optional; a title, when sent, must not be empty. */
export class UpdateBlogDto extends IntersectionType(BlogFieldsDto, BlogIdBodyDto) {
  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  @IsOptional()
  @Transform(cleanTitle)
  @IsString({ message: VALIDATION.titleRequired })
  @IsNotEmpty({ message: VALIDATION.titleRequired })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters long` })
  title?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description:
      "The post's version this save was edited from (from the staff read). When the post was saved since, the save answers 409 `blog.stale` naming who saved and when. Without it the save is not checked (the spec's clients send none); the dashboard always sends it.",
  })
  @IsOptional()
  @IsInt({ message: VERSION_TEXTS.versionInvalid })
  @Min(1, { message: VERSION_TEXTS.versionInvalid })
  version?: number;
}
