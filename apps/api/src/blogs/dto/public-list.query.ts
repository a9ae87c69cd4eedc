import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_LANGUAGE, PAGE_SIZE, PUBLIC_PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SEARCH_WORD_MIN, type SiteLanguage } from '@csec/contracts';
import { PageParam, toInt } from '../../common/http/pagination';
import { LanguageParam } from './language.query';

export class PublicListQuery {
  @PageParam()
  page = 1;

  @LanguageParam('The language whose posts are listed')
  lang: SiteLanguage = DEFAULT_LANGUAGE;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PUBLIC_PAGE_SIZE_MAX, default: PAGE_SIZE })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(PUBLIC_PAGE_SIZE_MAX, { message: `limit must be at most ${PUBLIC_PAGE_SIZE_MAX}` })
  limit: number = PAGE_SIZE;

  @ApiPropertyOptional({ description: "Category name, ignoring case (the featured tag 'annoucement' reaches Announcement)" })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  category?: string;

  @ApiPropertyOptional({ example: '2026-11', description: 'Publish month, YYYY-MM' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must look like 2026-11' })
  month?: string;

  @ApiPropertyOptional({
    maxLength: SEARCH_QUERY_MAX,
    example: 'zero trust',
    description:
      'Full-text search of titles and text: posts holding every word (the last may begin a longer word), most relevant first, ' +
      `a title match before a text match; each card then has a snippet. Words under ${SEARCH_WORD_MIN} characters and common ` +
      'English stopwords are skipped (a search of only those finds nothing); other characters only separate words. ' +
      'Combines with category and month. Empty: the plain list.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(SEARCH_QUERY_MAX, { message: `q must be at most ${SEARCH_QUERY_MAX} characters` })
  q?: string;
}
