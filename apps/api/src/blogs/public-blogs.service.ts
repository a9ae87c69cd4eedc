import { Injectable, NotFoundException } from '@nestjs/common';
import { MESSAGES, PUBLISH_STATUS, RECENT_POSTS, type SiteLanguage } from '@csec/contracts';
import type { BlogSidebar, PublicBlogCard, PublicBlogPost } from '../common/views/api-views';
import { pageCount } from '../common/http/pagination';
import { CategoriesService } from '../categories/categories.service';
import { categoryNameIn } from '../categories/category-name';
import { CoverImagesService } from '../uploads/cover-images.service';
import type { Blog } from './blog.entity';
import { BlogNamesService } from './blog-names.service';
import { BlogsRepository, type PublishedPostsWhere } from './blogs.repository';
import { monthLabel, toPublicCard, toPublicPost } from './blog.view';
import { PublicListQuery } from './dto/public-list.query';
import { coded } from '../common/http/coded';
import { searchWords } from './search/search-words';
import { snippetOf } from './search/snippet';

/** A post's public fields as a webhook sends them: its card, its language, and its published translation. */
export type PostPublicFields = Omit<PublicBlogCard, 'coverImage'> & {
  id: number;
  language: SiteLanguage;
  translation: { id: number; language: SiteLanguage; slug: string } | null;
};

/** What visitors read: published posts only, lists without content. */
@Injectable()
export class PublicBlogsService {
  constructor(
    private readonly repo: BlogsRepository,
    private readonly names: BlogNamesService,
    private readonly categories: CategoriesService,
    private readonly covers: CoverImagesService,
  ) {}

  /**
   * One page of the published posts of one language, newest first; with `q`, those holding its words,
   * most relevant first, each with a snippet.
   */
  async list(query: PublicListQuery): Promise<{ data: PublicBlogCard[]; totalPages: number; countData: number }> {
    let categoryId: number | undefined;
    if (query.category) {
      const category = await this.categories.findByNameOrTag(query.category);
      if (!category) return { data: [], totalPages: 0, countData: 0 };
      categoryId = category.id;
    }
    const filter = { language: query.lang, categoryId, month: query.month, offset: (query.page - 1) * query.limit, limit: query.limit };
    const words = query.q ? searchWords(query.q) : undefined;
    // A search of nothing but short words and stopwords has nothing to look for: nothing matches.
    if (words?.length === 0) return { data: [], totalPages: 0, countData: 0 };
    const [[rows, countData], categoryLabels] = await Promise.all([
      words ? this.repo.publishedSearch(words, filter) : this.repo.publishedPage(filter),
      this.names.categoryLabels(query.lang),
    ]);
    const coverImages = await Promise.all(rows.map((blog) => this.covers.describe(blog.cover)));
    const data = rows.map((blog, index) => {
      const card = toPublicCard(blog, blog.categoryId === null ? null : (categoryLabels.get(blog.categoryId) ?? null), coverImages[index]);
      return words ? { ...card, snippet: snippetOf(blog.bodyText, words) } : card;
    });
    return { data, totalPages: pageCount(countData, query.limit), countData };
  }

  async get(slug: string, language: SiteLanguage): Promise<PublicBlogPost> {
    const blog = await this.repo.findBySlug(slug, language, true);
    if (!blog) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    return this.present(blog);
  }

  /** Whether `slug` opens a published post of `language` (its current slug or a former one). */
  isPublished(slug: string, language: SiteLanguage): Promise<boolean> {
    return this.repo.isPublishedSlug(slug, language);
  }

  /**
   * A post (read with its content) as its public page shows it, whatever its state: previews show
   * drafts too. Its translation is named only while published: a page never points at a 404.
   */
  async present(blog: Blog): Promise<PublicBlogPost> {
    const [category, coverImage, contributors, translation] = await Promise.all([
      this.names.categoryLabel(blog.categoryId, blog.language),
      this.covers.describe(blog.cover),
      this.names.contributorNames(blog.id),
      this.repo.translationOf(blog),
    ]);
    const published = translation?.publishStatus === PUBLISH_STATUS ? { language: translation.language, slug: translation.slug } : null;
    return toPublicPost(blog, category, coverImage, contributors, published);
  }

  /**
   * A post's public fields as the caller's transaction sees it (a webhook's record of the change it
   * reports), without the cover's sizes (no file is read inside a transaction); null once it is gone.
   */
  async publicFields(blogId: number): Promise<PostPublicFields | null> {
    const blog = await this.repo.findWithin(blogId);
    if (!blog) return null;
    // One after another: inside a transaction on MariaDB both would queue on its one connection anyway.
    const category = await this.names.categoryLabel(blog.categoryId, blog.language);
    const translation = await this.repo.translationOf(blog);
    const { coverImage: _none, ...card } = toPublicCard(blog, category, null);
    return {
      id: blog.id,
      language: blog.language,
      ...card,
      translation: translation?.publishStatus === PUBLISH_STATUS ? { id: translation.id, language: translation.language, slug: translation.slug } : null,
    };
  }

  /** The published posts whose public fields a rename or a translation's link changed (webhooks' post.updated). */
  publishedIdsWhere(where: PublishedPostsWhere): Promise<number[]> {
    return this.repo.publishedIdsWhere(where);
  }

  /**
   * Published posts of every language, newest first, for the sitemap (at most `max`): each with its
   * last change and the slug of its published translation, if any.
   */
  async sitemapEntries(
    max: number,
  ): Promise<{ slug: string; language: SiteLanguage; updatedAt: Date; translation?: { language: SiteLanguage; slug: string } }[]> {
    const rows = await this.repo.publishedSlugs(max);
    const groups = new Map<number, typeof rows>();
    for (const row of rows) if (row.translationGroup !== null) groups.set(row.translationGroup, [...(groups.get(row.translationGroup) ?? []), row]);
    return rows.map(({ slug, language, updatedAt, translationGroup }) => {
      const other = translationGroup === null ? undefined : groups.get(translationGroup)?.find((row) => row.language !== language);
      return { slug, language, updatedAt, ...(other ? { translation: { language: other.language, slug: other.slug } } : {}) };
    });
  }

  /**
   * The blog sidebar of one language in one call: recent titles, publish months and categories with counts. The
   * category list comes from the categories module; the counts per categoryId are the blogs module's own.
   * A category no published post uses is not listed: visitors would find nothing behind it.
   */
  async sidebar(language: SiteLanguage): Promise<BlogSidebar> {
    const [recent, months, categories, counts] = await Promise.all([
      this.repo.recentPublished(language, RECENT_POSTS),
      this.repo.publishedMonths(language),
      this.categories.list(),
      this.repo.publishedCountsByCategory(language),
    ]);
    return {
      recent: recent.map((b) => ({ title: b.title, slug: b.slug })),
      archive: months.map((m) => ({ label: monthLabel(m.month), month: m.month, count: m.count })),
      categories: categories.flatMap((c) => {
        const count = counts.get(c.id) ?? 0;
        return count > 0 ? [{ name: categoryNameIn(c, language), tag: c.name, count }] : [];
      }),
    };
  }
}
