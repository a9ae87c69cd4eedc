import type { Blog } from './blog.entity';

/** The fields staff edit in a draft, by the names the API and the activity log use. */
const EDITED: readonly (readonly [keyof Blog, string])[] = [
  ['title', 'title'],
  ['content', 'content'],
  ['cover', 'cover'],
  ['categoryId', 'category'],
  ['eventDate', 'eventDate'],
];

/** Which of those differ between a post as it was and as it is now, in form order. */
export function changedFields(before: Blog, after: Blog): string[] {
  return EDITED.filter(([column]) => before[column] !== after[column]).map(([, name]) => name);
}
