import { VALIDATION } from '@csec/contracts';
import type { BlogInput } from '../api/endpoints';

export type BlogField = 'title' | 'category' | 'content' | 'cover';
export type BlogFieldErrors = Partial<Record<BlogField, string>>;

/** The editor's empty document is '<p><br></p>'; text or an image makes it non-empty. */
export function isContentEmpty(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return text.trim() === '';
}

/** Save is attempted only with a title. */
export function saveErrors(blog: BlogInput): BlogFieldErrors {
  return blog.title.trim() ? {} : { title: VALIDATION.titleRequired };
}

/** What publishing additionally needs (spec section 5). */
export function publishErrors(blog: BlogInput): BlogFieldErrors {
  const errors: BlogFieldErrors = saveErrors(blog);
  if (blog.categoryId === null) errors.category = VALIDATION.categoryRequiredToPublish;
  if (isContentEmpty(blog.content)) errors.content = VALIDATION.contentRequiredToPublish;
  if (!blog.cover) errors.cover = VALIDATION.coverRequiredToPublish;
  return errors;
}
