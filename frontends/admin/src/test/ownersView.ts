import { DEFAULT_LANGUAGE, postPermissions, type BlogListItem, type PostPermissions, type SiteLanguage } from '@csec/contracts';

type Translation = BlogListItem['translation'];

/**
 * A fixture post as the API answers it to its own author: with the `can` that author gets (libs/contracts'
 * postPermissions), unless given; English and without a translation unless given.
 */
export function ownersView<T extends { author: number; publishStatus: string; can?: PostPermissions; language?: SiteLanguage; translation?: Translation }>(
  post: T,
): T & { can: PostPermissions; language: SiteLanguage; translation: Translation } {
  return {
    ...post,
    language: post.language ?? DEFAULT_LANGUAGE,
    translation: post.translation ?? null,
    can: post.can ?? postPermissions({ id: post.author, role: 'author' }, { authorId: post.author, publishStatus: post.publishStatus }),
  };
}
