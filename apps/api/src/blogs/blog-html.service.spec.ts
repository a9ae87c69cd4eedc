import { PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import { API_MESSAGES, CONTENT_MAX, HTML_DEPTH_MAX } from '@csec/contracts';
import type { AppConfig } from '../config/app-config';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import { excerptOf, plainText, sanitizeBlogHtml } from './blog-html';
import { BlogHtmlService, IN_PLACE_MAX } from './blog-html.service';

/** These run the real worker pool: from TypeScript sources, through ts-worker-register.js. */
describe('BlogHtmlService', () => {
  const configWithBudget = (workTimeoutMs: number) => ({ html: { workTimeoutMs } }) as AppConfig;
  let service: BlogHtmlService;
  beforeAll(() => {
    service = new BlogHtmlService(configWithBudget(10_000));
  });
  afterAll(() => service.onModuleDestroy());

  const post = (paragraphs: number) =>
    Array.from(
      { length: paragraphs },
      (_, i) => `<h2>Part ${i}</h2><p>Some <strong>bold</strong> words, a <a href="https://csec.co.id/" target="_blank">link</a><script>x()</script>.</p>`,
    ).join('');

  it.each([
    ['in place', post(10), false],
    ['in a worker', post(2000), true],
  ])('sanitises, makes the plain text and cuts the excerpt %s, as the functions do', async (_, html, large) => {
    expect(html.length > IN_PLACE_MAX).toBe(large);
    const content = sanitizeBlogHtml(html);
    const prepared = await service.prepare(html);
    expect(prepared).toEqual({ content, excerpt: excerptOf(content), bodyText: plainText(content) });
    expect(prepared.bodyText).toMatch(/^Part 0 Some bold words, a link\. Part 1 /);
  });

  it.each([
    ['in place', ''],
    ['in a worker', ' '.repeat(IN_PLACE_MAX)],
  ])('refuses content nested too deeply %s: 400 naming content', async (_, padding) => {
    const error = await service.prepare(`${padding}${'<b>'.repeat(HTML_DEPTH_MAX + 1)}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailedException);
    expect((error as ValidationFailedException).errors).toEqual({ content: API_MESSAGES.contentTooDeep });
  });

  it('refuses content over CONTENT_MAX with 413, before any parsing', async () => {
    await expect(service.prepare('a'.repeat(CONTENT_MAX))).resolves.toMatchObject({ content: 'a'.repeat(CONTENT_MAX) });
    const error = await service.prepare('<b>'.repeat(CONTENT_MAX)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeException);
    expect((error as PayloadTooLargeException).message).toBe(API_MESSAGES.contentTooLarge);
  });

  it('tells blank stored content from content, in a worker too', async () => {
    await expect(service.isBlank(null)).resolves.toBe(true);
    await expect(service.isBlank(`<p>${'&nbsp;'.repeat(IN_PLACE_MAX)}</p>`)).resolves.toBe(true);
    await expect(service.isBlank(`${'<b>'.repeat(100_000)}x`)).resolves.toBe(false);
  });

  it('stops work past the budget with 422, and the pool serves the next task', async () => {
    const config = configWithBudget(50);
    const slow = new BlogHtmlService(config);
    try {
      // About half a second of work, ten times the budget.
      const error = await slow.prepare(`<ul>${'<li>x'.repeat(190_000)}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnprocessableEntityException);
      expect((error as UnprocessableEntityException).message).toBe(API_MESSAGES.contentTooSlow);
      // The next task gets a budget no busy machine overruns: this checks the replacement thread, not its speed.
      config.html.workTimeoutMs = 10_000;
      await expect(slow.isBlank(' '.repeat(IN_PLACE_MAX + 1))).resolves.toBe(true);
    } finally {
      await slow.onModuleDestroy();
    }
  });
});
