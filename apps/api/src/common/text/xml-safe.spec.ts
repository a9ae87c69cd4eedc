import { stripXmlForbidden } from './xml-safe';

/** Milliseconds of CPU this process has spent: a bound on the work done, which a busy machine does not lengthen. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe('stripXmlForbidden', () => {
  it.each([
    ['C0 controls', 'a\u0000b\u0001c\u0008d', 'abcd'],
    ['vertical tab and form feed', 'a\u000Bb\u000Cc', 'abc'],
    ['the controls after carriage return', 'a\u000Eb\u001Bc\u001Fd', 'abcd'],
    ['DEL', 'a\u007Fb', 'ab'],
    ['the two non-characters', 'a\uFFFEb\uFFFFc', 'abc'],
    ['a lone high surrogate', 'a\uD83Db', 'ab'],
    ['a lone low surrogate', 'a\uDE00b', 'ab'],
    ['a high surrogate at the end', 'ab\uD83D', 'ab'],
    ['a low surrogate at the start', '\uDE00ab', 'ab'],
    ['two high surrogates before a low one', 'a\uD83D\uD83D\uDE00b', 'a\uD83D\uDE00b'],
  ])('strips %s', (_, input, expected) => {
    expect(stripXmlForbidden(input)).toBe(expected);
  });

  it('keeps tab, line feed, carriage return and every other character XML allows', () => {
    const allowed = 'Tab\there\nline\rreturn é ß 中文 😀 \u0080\u009F \uE000 \uFFFD \u{10FFFF} <&>"\'';
    expect(stripXmlForbidden(allowed)).toBe(allowed);
  });

  it('keeps a surrogate pair whole', () => {
    expect(stripXmlForbidden('\uD83D\uDE00')).toBe('😀');
  });

  it('is linear: a million forbidden characters take well under a second', () => {
    const input = '\u0001a\uD800'.repeat(350_000);
    const started = cpuMs();
    expect(stripXmlForbidden(input)).toBe('a'.repeat(350_000));
    expect(cpuMs() - started).toBeLessThan(1000);
  });
});
