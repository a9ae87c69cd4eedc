import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Héllo  Wörld: Cyber—2026!  ', 'hello-world-cyber-2026'],
    ['Ça va? Déjà vu à Paris', 'ca-va-deja-vu-a-paris'],
    ['Straße & Ærø', 'strasse-aero'],
    ['---', 'post'],
    ['日本語', 'post'],
    ['publish', 'publish-post'],
  ])('%s -> %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it('keeps at most 100 characters and never ends with a dash', () => {
    const slug = slugify(`${'a'.repeat(99)} b c`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3, ... while taken, within 100 characters', async () => {
    const taken = new Set(['news', 'news-2']);
    expect(await uniqueSlug('news', async (s) => taken.has(s))).toBe('news-3');
    const long = 'x'.repeat(100);
    const result = await uniqueSlug(long, async (s) => s === long);
    expect(result).toBe(`${'x'.repeat(98)}-2`);
  });
});
