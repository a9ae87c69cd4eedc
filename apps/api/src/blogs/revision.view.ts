import { EDITED_FIELD_NAMES, type EditedFieldName } from '@csec/contracts';
import type { RevisionListItem, RevisionView } from '../common/views/api-views';
import type { BlogRevision } from './blog-revision.entity';

const isFieldName = (name: string): name is EditedFieldName => (EDITED_FIELD_NAMES as readonly string[]).includes(name);

export function toRevisionListItem(revision: BlogRevision): RevisionListItem {
  return {
    id: revision.id,
    blogId: revision.blogId,
    createdAt: revision.createdAt.toISOString(),
    authorId: revision.authorId,
    authorName: revision.authorName,
    title: revision.title,
    changedFields: revision.changedFields.split(',').filter(isFieldName),
    restoredFromId: revision.restoredFromId,
  };
}

/** `category` is the name of revision.categoryId now (BlogNamesService). */
export function toRevisionView(revision: BlogRevision, category: string | null): RevisionView {
  return {
    ...toRevisionListItem(revision),
    categoryId: revision.categoryId,
    category,
    content: revision.content,
    cover: revision.cover,
    eventDate: revision.eventDate,
  };
}
