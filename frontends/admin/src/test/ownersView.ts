import { postPermissions, type PostPermissions } from '@csec/contracts';

/** A fixture post as the API answers it to its own author: with the `can` that author gets (libs/contracts' postPermissions), unless given. */
export function ownersView<T extends { author: number; publishStatus: string; can?: PostPermissions }>(post: T): T & { can: PostPermissions } {
  return { ...post, can: post.can ?? postPermissions({ id: post.author, role: 'author' }, { authorId: post.author, publishStatus: post.publishStatus }) };
}
