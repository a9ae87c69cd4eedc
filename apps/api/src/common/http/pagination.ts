import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PAGE_SIZE } from '@csec/contracts';

const toInt = ({ value }: { value: unknown }) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : value;
};

/** `?page=&query=` of the staff lists: page is 1-based, 15 rows a page. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @Transform(toInt) @IsInt({ message: 'page must be a whole number' }) @Min(1, { message: 'page must be 1 or more' })
  page = 1;

  @ApiPropertyOptional({ description: 'Search text', maxLength: 100 })
  @IsOptional() @IsString() @MaxLength(100)
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
