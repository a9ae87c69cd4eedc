import * as zlib from 'node:zlib';
import { gzipWithNonce, isNonce, newNonce, NONCE_LENGTH, NONCE_PLACEHOLDER, nonceChunks, nonceGzip, placeholderOffsets, withNonce } from './csp-nonce';

const page = (body: string) => Buffer.from(body.replaceAll('{N}', NONCE_PLACEHOLDER));

describe('CSP nonces', () => {
  it('are 22 base64url characters, different each time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => newNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(isNonce(nonce)).toBe(true);
    expect(NONCE_PLACEHOLDER).toHaveLength(NONCE_LENGTH);
    expect(isNonce('a"><script>')).toBe(false);
    expect(isNonce(`${newNonce()}x`)).toBe(false);
  });

  it('are written over every placeholder, and only there', () => {
    const body = page('<head><script nonce="{N}">a</script></head><p>é</p><script nonce="{N}">b</script>');
    const offsets = placeholderOffsets(body);
    expect(offsets).toHaveLength(2);
    const nonce = newNonce();
    const filled = withNonce(body, offsets, nonce).toString();
    expect(filled).toBe(`<head><script nonce="${nonce}">a</script></head><p>é</p><script nonce="${nonce}">b</script>`);
    // The template is untouched, ready for the next response.
    expect(body.toString()).toContain(NONCE_PLACEHOLDER);
  });

  it.each([
    [
      'two scripts',
      '<html><head><title>x</title><script nonce="{N}">window.c={}</script></head><body>' +
        'lorem ipsum '.repeat(5000) +
        '<script nonce="{N}">window.d=1</script></body></html>',
    ],
    ['a placeholder first and last', '{N}' + 'abc'.repeat(100) + '{N}'],
    ['placeholders side by side', 'x{N}{N}y'],
    ['no placeholder', 'just text '.repeat(300)],
    ['text after a nonce that repeats the text around it', '<script nonce="{N}">x</script>' + '<script nonce="'.repeat(50) + 'abcdefghijklmnopqrstuv">'],
    ['a NUL byte (no dictionaries)', '<script nonce="{N}">a\u0000</script>\u0000<script nonce="{N}">b</script>' + 'words '.repeat(200)],
    ['an empty body', ''],
  ])('gzip with a nonce written in place decompresses to the page with that nonce: %s', (_label, text) => {
    const body = page(text);
    const offsets = placeholderOffsets(body);
    const gzip = nonceGzip(body, offsets);
    for (const nonce of [newNonce(), newNonce()]) {
      const sent = Buffer.concat(gzipWithNonce(gzip, nonce));
      // gunzipSync checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(sent).toString()).toBe(text.replaceAll('{N}', nonce));
    }
  });

  it('keeps a large page nearly as small as compressing it whole', () => {
    const text = `<head><script nonce="{N}">window.c=${JSON.stringify({ a: 'config '.repeat(50) })}</script></head><main>${'<article><h2>Post title</h2><p>Some words about satellites.</p></article>'.repeat(300)}</main><script nonce="{N}">window.d=${JSON.stringify({ posts: Array.from({ length: 100 }, (_, i) => ({ title: `Post title ${i}`, text: 'Some words about satellites.' })) })}</script>`;
    const body = page(text);
    const offsets = placeholderOffsets(body);
    const spliced = Buffer.concat(gzipWithNonce(nonceGzip(body, offsets), newNonce()));
    const whole = zlib.gzipSync(withNonce(body, offsets, newNonce()), { level: 6 });
    expect(spliced.length).toBeLessThan(whole.length * 1.1);
  });

  it('writes a nonce into a page without copying the page: its pieces are views of the stored bytes', () => {
    const body = page('<script nonce="{N}">a</script><p>text</p><script nonce="{N}">b</script>');
    const nonce = newNonce();
    const chunks = nonceChunks(body, placeholderOffsets(body), nonce);
    expect(Buffer.concat(chunks).toString()).toBe(body.toString().replaceAll(NONCE_PLACEHOLDER, nonce));
    expect(chunks.map((chunk) => chunk.toString())).toEqual(['<script nonce="', nonce, '">a</script><p>text</p><script nonce="', nonce, '">b</script>']);
    // Views: the same memory as the body, at the body's own offsets (a copy would lie elsewhere, pooled or not).
    const within = (chunk: Buffer) =>
      chunk.buffer === body.buffer && chunk.byteOffset >= body.byteOffset && chunk.byteOffset + chunk.length <= body.byteOffset + body.length;
    expect([chunks[0], chunks[2], chunks[4]].map(within)).toEqual([true, true, true]);
    expect(body.toString()).toContain(NONCE_PLACEHOLDER);
  });
});
