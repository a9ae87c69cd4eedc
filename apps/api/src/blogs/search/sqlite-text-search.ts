import type { SelectQueryBuilder } from 'typeorm';
import type { Blog } from '../blog.entity';
import type { TextSearch } from './text-search';

/**
 * bm25 weights of the FTS5 columns (title, bodyText). A title scores ten times a body holding
 * the same words, so a title match ranks first; bm25 is lower for a better match.
 */
const RANK = 'bm25(f.blogs_fts, 10.0, 1.0)';

/**
 * FTS5 over the `blogs_fts` table. Each word is quoted, so FTS5 reads it as a word however it is
 * spelled ('AND', 'NEAR', 'title'); the last carries `*`, the prefix query.
 */
export class SqliteTextSearch implements TextSearch {
  rank(qb: SelectQueryBuilder<Blog>, words: readonly string[]): SelectQueryBuilder<Blog> {
    return qb
      .innerJoin('blogs_fts', 'f', 'f.rowid = b.id')
      .andWhere('f.blogs_fts MATCH :ftsQuery', { ftsQuery: ftsQuery(words) })
      .orderBy(RANK, 'ASC');
  }

  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string {
    qb.setParameter('ftsQuery', ftsQuery(words));
    return 'b.id IN (SELECT rowid FROM blogs_fts WHERE blogs_fts MATCH :ftsQuery)';
  }
}

/** '"zero" "trust"*': every word, the last as a prefix. */
export function ftsQuery(words: readonly string[]): string {
  return words.map((word, index) => `"${word.replace(/"/g, '""')}"${index === words.length - 1 ? '*' : ''}`).join(' ');
}
