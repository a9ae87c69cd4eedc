import type { BlogListItem, BlogView, PublicBlogCard, PublicBlogPost } from '@csec/contracts';
import type { Blog } from './blog.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBlogListItem(blog: Blog): BlogListItem {
  return {
    blogId: blog.id,
    slug: blog.slug,
    title: blog.title,
    cover: blog.cover,
    categoryId: blog.categoryId,
    category: blog.category?.name ?? null,
    eventDate: blog.eventDate,
    publishStatus: blog.publishStatus,
    publishAt: iso(blog.publishAt),
    author: blog.authorId ?? 0,
    createdBy: blog.createdBy,
    createdAt: blog.createdAt.toISOString(),
    updatedAt: blog.updatedAt.toISOString(),
    updatedBy: blog.updatedBy,
  };
}

export function toBlogView(blog: Blog, contributors: string[]): BlogView {
  return { ...toBlogListItem(blog), content: blog.content, contributors };
}

export function toPublicCard(blog: Blog): PublicBlogCard {
  return {
    title: blog.title,
    slug: blog.slug,
    cover: blog.cover,
    excerpt: blog.excerpt,
    category: blog.category?.name ?? null,
    publishAt: iso(blog.publishAt) ?? '',
    createdBy: blog.createdBy,
  };
}

export function toPublicPost(blog: Blog, contributors: string[]): PublicBlogPost {
  return { ...toPublicCard(blog), content: blog.content, contributors, eventDate: blog.eventDate };
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
