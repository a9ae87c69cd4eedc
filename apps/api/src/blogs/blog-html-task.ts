import { HtmlTooDeepError, sanitizeBlogHtml } from './blog-html';
import { excerptOfText, isBlankHtml, plainText } from './blog-text';

export type PreparedHtml = { ok: true; content: string; excerpt: string; bodyText: string } | { ok: false; reason: 'too-deep' };

/** The HTML work of a save or a publish, run in a worker thread or, for small inputs, in place. */
const OPERATIONS = {
  /** Sanitised content, its plain text (what search indexes) and the excerpt cut from that text. */
  prepare(html: string): PreparedHtml {
    try {
      const content = sanitizeBlogHtml(html);
      const bodyText = plainText(content);
      return { ok: true, content, excerpt: excerptOfText(bodyText), bodyText };
    } catch (error) {
      // A plain result rather than the error: errors lose their class on the way out of a worker.
      if (error instanceof HtmlTooDeepError) return { ok: false, reason: 'too-deep' };
      throw error;
    }
  },
  isBlank: (html: string): boolean => isBlankHtml(html),
};

export type BlogHtmlOperation = keyof typeof OPERATIONS;
export interface BlogHtmlTask<K extends BlogHtmlOperation = BlogHtmlOperation> {
  operation: K;
  html: string;
}
export type BlogHtmlResult<K extends BlogHtmlOperation> = ReturnType<(typeof OPERATIONS)[K]>;

export function runBlogHtmlTask<K extends BlogHtmlOperation>(task: BlogHtmlTask<K>): BlogHtmlResult<K> {
  return OPERATIONS[task.operation](task.html) as BlogHtmlResult<K>;
}
