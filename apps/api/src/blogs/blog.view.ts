import type { BlogListItem, BlogView, CoverImage, PostPermissions, PublicBlogCard, PublicBlogPost } from '../common/views/api-views';
import type { SiteLanguage } from '@csec/contracts';
import type { Blog } from './blog.entity';
import type { CategoryLabel } from './blog-names.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The name of the post's category, from a map of names by id (BlogNamesService.categoryNames). */
export function categoryNameOf(blog: Pick<Blog, 'categoryId'>, names: ReadonlyMap<number, string>): string | null {
  return blog.categoryId === null ? null : (names.get(blog.categoryId) ?? null);
}

/**
 * `category` is the name of blog.categoryId (BlogNamesService), `can` what the caller may do with it
 * (postPermissions), `translation` the post linked to it in the other language (BlogsRepository.translationsOf).
 */
export function toBlogListItem(
  blog: Blog,
  category: string | null,
  can: PostPermissions,
  translation: Pick<Blog, 'id' | 'language' | 'slug' | 'publishStatus'> | null,
): BlogListItem {
  return {
    blogId: blog.id,
    slug: blog.slug,
    language: blog.language,
    translation: translation && { blogId: translation.id, language: translation.language, slug: translation.slug, publishStatus: translation.publishStatus },
    title: blog.title,
    cover: blog.cover,
    categoryId: blog.categoryId,
    category,
    eventDate: blog.eventDate,
    publishStatus: blog.publishStatus,
    publishAt: iso(blog.publishAt),
    author: blog.authorId ?? 0,
    createdBy: blog.createdBy,
    createdAt: blog.createdAt.toISOString(),
    updatedAt: blog.updatedAt.toISOString(),
    updatedBy: blog.updatedBy,
    version: blog.version,
    can,
  };
}

export function toBlogView(
  blog: Blog,
  category: string | null,
  can: PostPermissions,
  translation: Pick<Blog, 'id' | 'language' | 'slug' | 'publishStatus'> | null,
  contributors: string[],
): BlogView {
  return { ...toBlogListItem(blog, category, can, translation), content: blog.content, contributors };
}

/** `coverImage` comes from CoverImagesService.describe(blog.cover), `category` from BlogNamesService.categoryLabel(s). */
export function toPublicCard(blog: Blog, category: CategoryLabel | null, coverImage: CoverImage | null): PublicBlogCard {
  return {
    title: blog.title,
    slug: blog.slug,
    cover: blog.cover,
    coverImage,
    excerpt: blog.excerpt,
    category: category?.name ?? null,
    categoryTag: category?.tag ?? null,
    publishAt: iso(blog.publishAt) ?? '',
    createdBy: blog.createdBy,
  };
}

/** `translation`: the published post linked to it in the other language, else null. */
export function toPublicPost(
  blog: Blog,
  category: CategoryLabel | null,
  coverImage: CoverImage | null,
  contributors: string[],
  translation: { language: SiteLanguage; slug: string } | null,
): PublicBlogPost {
  return {
    ...toPublicCard(blog, category, coverImage),
    language: blog.language,
    translation,
    content: blog.content,
    contributors,
    eventDate: blog.eventDate,
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11' -> 'November 2026' */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${MONTHS[Number(mm) - 1]} ${year}`;
}

/** 'YYYY-MM' of a date, in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
