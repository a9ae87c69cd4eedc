import type { EditedFieldName } from '@csec/contracts';
import type { Blog } from './blog.entity';

/** The fields staff edit in a draft, as a post and each of its revisions hold them. */
export type EditedFields = Pick<Blog, 'title' | 'content' | 'cover' | 'categoryId' | 'eventDate'>;

/** The fields staff edit in a draft, by the names the API and the activity log use. */
const EDITED: readonly (readonly [keyof EditedFields, EditedFieldName])[] = [
  ['title', 'title'],
  ['content', 'content'],
  ['cover', 'cover'],
  ['categoryId', 'category'],
  ['eventDate', 'eventDate'],
];

/** Which of those differ between a post as it was and as it is now, in form order. */
export function changedFields<T extends EditedFields>(before: T, after: T): EditedFieldName[] {
  return EDITED.filter(([column]) => before[column] !== after[column]).map(([, name]) => name);
}
