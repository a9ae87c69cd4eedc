import type { BlogListItem, BlogView, CoverImage, PostPermissions, PublicBlogCard, PublicBlogPost } from '../common/views/api-views';
import type { Blog } from './blog.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The name of the post's category, from a map of names by id (BlogNamesService.categoryNames). */
export function categoryNameOf(blog: Pick<Blog, 'categoryId'>, names: ReadonlyMap<number, string>): string | null {
  return blog.categoryId === null ? null : (names.get(blog.categoryId) ?? null);
}

/** `category` is the name of blog.categoryId (BlogNamesService), `can` what the caller may do with it (postPermissions). */
export function toBlogListItem(blog: Blog, category: string | null, can: PostPermissions): BlogListItem {
  return {
    blogId: blog.id,
    slug: blog.slug,
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

export function toBlogView(blog: Blog, category: string | null, can: PostPermissions, contributors: string[]): BlogView {
  return { ...toBlogListItem(blog, category, can), content: blog.content, contributors };
}

/** `coverImage` comes from CoverImagesService.describe(blog.cover), `category` from BlogNamesService. */
export function toPublicCard(blog: Blog, category: string | null, coverImage: CoverImage | null): PublicBlogCard {
  return {
    title: blog.title,
    slug: blog.slug,
    cover: blog.cover,
    coverImage,
    excerpt: blog.excerpt,
    category,
    publishAt: iso(blog.publishAt) ?? '',
    createdBy: blog.createdBy,
  };
}

export function toPublicPost(blog: Blog, category: string | null, coverImage: CoverImage | null, contributors: string[]): PublicBlogPost {
  return { ...toPublicCard(blog, category, coverImage), content: blog.content, contributors, eventDate: blog.eventDate };
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
