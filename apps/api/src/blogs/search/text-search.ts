import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { SiteLanguage } from '@csec/contracts';
import type { Blog } from '../blog.entity';
import { MysqlTextSearch } from './mysql-text-search';
import { SqliteTextSearch } from './sqlite-text-search';

/** Published posts of one language and page, optionally of one category or publish month. */
export interface PublishedFilter {
  language: SiteLanguage;
  categoryId?: number;
  month?: string;
  offset: number;
  limit: number;
}

/**
 * Full-text search of posts' titles and text through the database's own index (SQLite FTS5,
 * MySQL/MariaDB FULLTEXT; both made by the BlogSearch migration). `words` come from searchWords:
 * never empty, letters and digits only.
 */
export interface TextSearch {
  /**
   * The ids of one page of the published posts that hold every word, within the filter, most
   * relevant first (a title match before a text match), and how many there are. `published` is
   * those posts as a query of `blogs` aliased `b`; SQLite's index holds state, language, category and month
   * itself and searches the index alone.
   */
  publishedPage(published: SelectQueryBuilder<Blog>, words: readonly string[], filter: PublishedFilter): Promise<{ ids: number[]; total: number }>;
  /** A condition on `blogs` aliased `b` that the post holds every word, for a WHERE of the caller's that ORs it with others. */
  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string;
  /** Stops what it started (SQLite's worker threads). */
  destroy(): Promise<void>;
}

export function textSearchFor(dataSource: DataSource): TextSearch {
  return dataSource.options.type === 'mysql' ? new MysqlTextSearch() : new SqliteTextSearch(dataSource);
}
