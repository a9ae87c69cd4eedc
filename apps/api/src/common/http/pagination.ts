import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_MAX, PAGE_SIZE, REQUEST_MESSAGES } from '@csec/contracts';

/** Digits only: '1e300', '0x10' and '2.5' stay strings and fail IsInt with the page message. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? Number(value) : value);

/** A 1-based page number from 1 to PAGE_MAX; anything else is a 400 with a clear message, never a query. */
export function PageParam(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 }),
    IsOptional(),
    Transform(toInt),
    IsInt({ message: REQUEST_MESSAGES.pageWholeNumber }),
    Min(1, { message: REQUEST_MESSAGES.pageMin }),
    Max(PAGE_MAX, { message: REQUEST_MESSAGES.pageMax(PAGE_MAX) }),
  );
}

/** `?page=&query=` of the staff lists: page is 1-based, 15 rows a page. */
export class PageQuery {
  @PageParam()
  page = 1;

  @ApiPropertyOptional({ description: 'Search text', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  query?: string;
}

export function pageCount(countData: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(countData / pageSize);
}

export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/**
 * Escapes LIKE wildcards so a search for "50%" finds the text, not everything. '!' is the
 * escape character because a backslash means different things in SQLite and MySQL literals;
 * use it with `LIKE :pattern ESCAPE '!'`.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";
