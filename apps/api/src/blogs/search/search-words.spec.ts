import { booleanQuery } from './mysql-text-search';
import { searchWords } from './search-words';
import { ftsQuery } from './sqlite-text-search';

describe('searchWords', () => {
  it('reads words of letters and digits, lower-cased, each once', () => {
    expect(searchWords('Zero-Trust  networks, ZERO trust 2026')).toEqual(['networks', 'trust', 'zero', '2026']);
    expect(searchWords('Café Straße')).toEqual(['café', 'straße']);
  });

  it('orders the words as the search reads them: the whole words sorted, the last (a prefix) last', () => {
    const same = ['Zero-Trust SOC', 'trust, zero!! soc', 'ab TRUST cd zero -- soc', 'zero trust zero soc'];
    for (const q of same) expect(searchWords(q)).toEqual(['trust', 'zero', 'soc']);
    expect(searchWords('soc zero trust')).toEqual(['soc', 'zero', 'trust']);
  });

  it('leaves out words shorter than 3 characters and the InnoDB stopwords', () => {
    expect(searchWords('AI in the SOC with a plan')).toEqual(['soc', 'plan']);
    expect(searchWords('a an to of the')).toEqual([]);
  });

  it('keeps no query syntax of FTS5 or of MySQL boolean mode: operators only separate words', () => {
    expect(searchWords('"quantum* -key +(link)" ~radio <mesh> @3 title:x \\ \' % _')).toEqual(['key', 'link', 'mesh', 'quantum', 'radio', 'title']);
    // AND, OR and NEAR are plain words once quoted (FTS5) or in boolean mode (MySQL, which has no such operators).
    expect(searchWords('quantum AND key OR NEAR')).toEqual(['and', 'key', 'quantum', 'near']);
  });
});

describe('the index queries made of the words', () => {
  it('FTS5: every word quoted, the last as a prefix', () => {
    expect(ftsQuery(['zero', 'trust'])).toBe('"zero" "trust"*');
    expect(ftsQuery(['near'])).toBe('"near"*');
  });

  it('MySQL boolean mode: every word required, or any for ranking; the last as a prefix', () => {
    expect(booleanQuery(['zero', 'trust'], '+')).toBe('+zero +trust*');
    expect(booleanQuery(['zero', 'trust'], '')).toBe('zero trust*');
  });
});
