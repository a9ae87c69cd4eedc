import type { SelectQueryBuilder } from 'typeorm';
import type { Blog } from '../blog.entity';
import type { TextSearch } from './text-search';

/** How much a title match outweighs the same words in the text. */
const TITLE_WEIGHT = 10;

/**
 * InnoDB FULLTEXT in boolean mode. MATCH(title, bodyText) with every word required (`+`) picks
 * the posts; the rank adds the title index's relevance, TITLE_WEIGHT times over, to that of title
 * and text together. Words are letters and digits only, so they carry no boolean operator.
 */
export class MysqlTextSearch implements TextSearch {
  rank(qb: SelectQueryBuilder<Blog>, words: readonly string[]): SelectQueryBuilder<Blog> {
    return qb
      .andWhere('MATCH(b.title, b.bodyText) AGAINST (:allWords IN BOOLEAN MODE)', { allWords: booleanQuery(words, '+'), anyWord: booleanQuery(words, '') })
      .orderBy(`MATCH(b.title) AGAINST (:anyWord IN BOOLEAN MODE) * ${TITLE_WEIGHT} + MATCH(b.title, b.bodyText) AGAINST (:anyWord IN BOOLEAN MODE)`, 'DESC');
  }

  matches(qb: SelectQueryBuilder<Blog>, words: readonly string[]): string {
    qb.setParameter('allWords', booleanQuery(words, '+'));
    return 'MATCH(b.title, b.bodyText) AGAINST (:allWords IN BOOLEAN MODE)';
  }
}

/** '+zero +trust*' (every word required) or 'zero trust*' (any, for ranking); the last as a prefix. */
export function booleanQuery(words: readonly string[], operator: '+' | ''): string {
  return words.map((word, index) => `${operator}${word}${index === words.length - 1 ? '*' : ''}`).join(' ');
}
