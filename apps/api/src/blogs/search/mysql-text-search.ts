import type { SelectQueryBuilder } from 'typeorm';
import type { Blog } from '../blog.entity';
import type { PublishedFilter, TextSearch } from './text-search';

/** How much a title match outweighs the same words in the text. */
const TITLE_WEIGHT = 10;

/**
 * InnoDB FULLTEXT in boolean mode. MATCH(title, bodyText) with every word required (`+`) picks
 * the posts; the rank adds the title index's relevance, TITLE_WEIGHT times over, to that of title
 * and text together. Words are letters and digits only, so they carry no boolean operator.
 */
export class MysqlTextSearch implements TextSearch {
  async publishedPage(published: SelectQueryBuilder<Blog>, words: readonly string[], filter: PublishedFilter): Promise<{ ids: number[]; total: number }> {
    const matching = published
      .andWhere('MATCH(b.title, b.bodyText) AGAINST (:allWords IN BOOLEAN MODE)')
      .setParameters({ allWords: booleanQuery(words, '+'), anyWord: booleanQuery(words, '') });
    const [rows, total] = await Promise.all([
      matching
        .clone()
        .select('b.id', 'id')
        .orderBy(`MATCH(b.title) AGAINST (:anyWord IN BOOLEAN MODE) * ${TITLE_WEIGHT} + MATCH(b.title, b.bodyText) AGAINST (:anyWord IN BOOLEAN MODE)`, 'DESC')
        .addOrderBy('b.publishAt', 'DESC')
        .addOrderBy('b.id', 'DESC')
        .offset(filter.offset)
        .limit(filter.limit)
        .getRawMany<{ id: number }>(),
      matching.clone().getCount(),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /**
   * As a subquery: MariaDB runs it once on the index and looks ids up in the result, where a
   * MATCH among ORs was evaluated row by row (ten times slower on 10,000 posts).
   */
  async destroy(): Promise<void> {}

  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string {
    qb.setParameter('allWords', booleanQuery(words, '+'));
    return 'b.id IN (SELECT id FROM blogs WHERE MATCH(title, bodyText) AGAINST (:allWords IN BOOLEAN MODE))';
  }
}

/** '+zero +trust*' (every word required) or 'zero trust*' (any, for ranking); the last as a prefix. */
export function booleanQuery(words: readonly string[], operator: '+' | ''): string {
  return words.map((word, index) => `${operator}${word}${index === words.length - 1 ? '*' : ''}`).join(' ');
}
