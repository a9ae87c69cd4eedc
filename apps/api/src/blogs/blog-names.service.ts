import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@csec/contracts';
import { CategoriesService } from '../categories/categories.service';
import { categoryNameIn } from '../categories/category-name';
import { UsersService } from '../users/users.service';
import { BlogsRepository } from './blogs.repository';

/** A category as a public page names it: in the page's language, and by its tag (the English name, in every language's URLs). */
export interface CategoryLabel {
  name: string;
  tag: string;
}

/**
 * The names a post is shown with that other modules own: its category's (categories module) and
 * its contributors' (users module), asked of their exported services, never read from their tables.
 */
@Injectable()
export class BlogNamesService {
  constructor(
    private readonly repo: BlogsRepository,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
  ) {}

  /** Category names by id (the English ones staff work with, which are also the tags), for a list of posts. */
  async categoryNames(): Promise<Map<number, string>> {
    return new Map([...(await this.categoryLabels(DEFAULT_LANGUAGE))].map(([id, label]) => [id, label.tag]));
  }

  async categoryName(categoryId: number | null): Promise<string | null> {
    return (await this.categoryLabel(categoryId, DEFAULT_LANGUAGE))?.tag ?? null;
  }

  /** Categories by id as the pages of `language` name them, for a list of posts. */
  async categoryLabels(language: SiteLanguage): Promise<Map<number, CategoryLabel>> {
    return new Map((await this.categories.list()).map((category) => [category.id, { name: categoryNameIn(category, language), tag: category.name }]));
  }

  async categoryLabel(categoryId: number | null, language: SiteLanguage): Promise<CategoryLabel | null> {
    if (categoryId === null) return null;
    const category = await this.categories.findById(categoryId);
    return category ? { name: categoryNameIn(category, language), tag: category.name } : null;
  }

  /** Current usernames of the accounts (by name), then names of the integrations, other than the creator that saved the post. */
  async contributorNames(blogId: number): Promise<string[]> {
    const [accounts, integrations] = await Promise.all([
      this.users.usernamesOf(await this.repo.contributorIds(blogId)),
      this.repo.integrationContributorNames(blogId),
    ]);
    return [...accounts, ...integrations.sort()];
  }
}
