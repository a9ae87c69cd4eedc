import type { SelectQueryBuilder } from 'typeorm';
import type { Blog } from '../blog.entity';
import { MysqlTextSearch } from './mysql-text-search';
import { SqliteTextSearch } from './sqlite-text-search';

/**
 * Full-text search of posts' titles and text through the database's own index (SQLite FTS5,
 * MySQL/MariaDB FULLTEXT; both made by the BlogSearch migration), for a query of `blogs` aliased
 * `b`. `words` come from searchWords: never empty, letters and digits only.
 */
export interface TextSearch {
  /** Keeps the posts holding every word and orders them by relevance, a title match first. */
  rank(qb: SelectQueryBuilder<Blog>, words: readonly string[]): SelectQueryBuilder<Blog>;
  /** A condition, for a WHERE of the caller's, that the post holds every word. */
  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string;
}

export function textSearchFor(driver: string): TextSearch {
  return driver === 'mysql' ? new MysqlTextSearch() : new SqliteTextSearch();
}
