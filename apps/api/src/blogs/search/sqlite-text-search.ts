import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { PUBLISH_STATUS } from '@csec/contracts';
import type { Blog } from '../blog.entity';
import type { PublishedFilter, TextSearch } from './text-search';
import { SqliteSearchPool } from './sqlite-search-pool';

/**
 * bm25 weights of the FTS5 columns (title, bodyText, publishStatus, categoryId, publishMonth, language). A
 * title scores ten times a text holding the same words, so a title match ranks first; the other
 * columns only filter. bm25 is lower for a better match.
 */
export const RANK = 'bm25(f.blogs_fts, 10.0, 1.0, 0.0, 0.0, 0.0, 0.0)';

/**
 * FTS5 over `blogs_fts`. The public search runs on the index alone: state, language, category and month are
 * indexed beside title and text, because reading them from `blogs` for every match (the row's
 * content lies before them, often on overflow pages) cost ten times the search itself on
 * thousands of matches. Only the page's rows are read, by id, afterwards. It runs in a worker
 * thread (sqlite-search-pool.ts), off the event loop that answers everyone else.
 */
export class SqliteTextSearch implements TextSearch {
  private readonly pool = new SqliteSearchPool();

  constructor(private readonly dataSource: DataSource) {}

  publishedPage(_published: SelectQueryBuilder<Blog>, words: readonly string[], filter: PublishedFilter): Promise<{ ids: number[]; total: number }> {
    const match = [`{title bodyText}: (${ftsQuery(words)})`, `publishStatus: ${quoted(PUBLISH_STATUS)}`, `language: ${quoted(filter.language)}`];
    if (filter.categoryId !== undefined) match.push(`categoryId: ${quoted(String(filter.categoryId))}`);
    // '2026-11' is indexed as the words 2026 and 11: the phrase of both.
    if (filter.month) match.push(`publishMonth: ${quoted(filter.month.replace('-', ' '))}`);
    const file = this.dataSource.options.database;
    if (typeof file !== 'string') throw new Error('The SQLite search needs the database file');
    return this.pool.run({ file, match: match.join(' AND '), rank: RANK, offset: filter.offset, limit: filter.limit });
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }

  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string {
    qb.setParameter('ftsQuery', `{title bodyText}: (${ftsQuery(words)})`);
    return 'b.id IN (SELECT rowid FROM blogs_fts WHERE blogs_fts MATCH :ftsQuery)';
  }
}

/**
 * '"zero" "trust"*': every word, the last as a prefix. Quoted, a word is a word to FTS5 however
 * it is spelled ('AND', 'NEAR', 'title').
 */
export function ftsQuery(words: readonly string[]): string {
  return words.map((word, index) => `${quoted(word)}${index === words.length - 1 ? '*' : ''}`).join(' ');
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
