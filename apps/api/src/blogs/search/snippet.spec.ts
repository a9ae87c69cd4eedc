import { SNIPPET_LENGTH } from '@csec/contracts';
import { excerptOfText } from '../blog-text';
import { snippetOf } from './snippet';

const before = 'Opening words of a long report that talk about many other things first. '.repeat(4);
const after = ' Closing words that go on for a while about unrelated matters and more.'.repeat(4);

describe('snippetOf', () => {
  it('cuts about SNIPPET_LENGTH characters around the first match, at spaces, with an ellipsis on each cut side', () => {
    const text = `${before}Ground stations hold the quantum keys of the network.${after}`;
    const snippet = snippetOf(text, ['quantum', 'key']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('Ground stations hold the quantum keys');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(snippet.indexOf('quantum')).toBeLessThan(60);
    // Whole words on both sides.
    expect(text).toContain(snippet.slice(1, -1));
    expect(text.charAt(text.indexOf(snippet.slice(1, -1)) - 1)).toBe(' ');
  });

  it('finds words ignoring case and accents, whole words except the last, which may begin one', () => {
    expect(snippetOf('Meet us at the CAFÉ downtown.', ['cafe'])).toBe('Meet us at the CAFÉ downtown.');
    const text = `${before}${'Padding words between the two. '.repeat(3)}A keyboard here. ${'More padding words. '.repeat(4)}Later the key appears.${after}`;
    // 'key' as a whole word skips 'keyboard'; as the last word (a prefix) it stops there.
    expect(snippetOf(text, ['key', 'zzz'])).toMatch(/^…[^…]*Later the key appears\./);
    expect(snippetOf(text, ['key', 'zzz'])).not.toContain('keyboard');
    expect(snippetOf(text, ['zzz', 'key'])).toMatch(/^…[^…]*A keyboard here\./);
    expect(snippetOf(`${before}Ransomware is back.${after}`, ['ransom'])).toMatch(/^…[^…]*Ransomware is back\./);
  });

  it('gives the start of the text when only the title matched, and short text whole', () => {
    expect(snippetOf(`${before}${after}`, ['quantum'])).toBe(excerptOfText(`${before}${after}`, SNIPPET_LENGTH));
    expect(snippetOf('Short text.', ['quantum'])).toBe('Short text.');
    expect(snippetOf('', ['quantum'])).toBe('');
  });

  it('keeps the match at the start when it is the first word', () => {
    expect(snippetOf(`Quantum first.${after}`, ['quantum'])).toMatch(/^Quantum first\. Closing/);
  });
});
