import type { AppConfig } from '../config/app-config';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { EventBus } from '../common/events/event-bus';
import type { Transactions } from '../database/transactions';
import { API_MESSAGES, MESSAGES } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import type { CategoriesService } from '../categories/categories.service';
import type { Blog } from './blog.entity';
import type { BlogHtmlService } from './blog-html.service';
import type { BlogNamesService } from './blog-names.service';
import type { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';

/** The orderings an e2e race only sometimes produces, made certain with stand-ins for the database. */
describe('BlogsService races', () => {
  const author = { id: 1, username: 'penulis', role: 'author' } as AuthUser;
  const post = {
    id: 7,
    slug: 'a-post',
    title: 'A post',
    authorId: 1,
    categoryId: 1,
    cover: '/uploads/c.png',
    content: '<p>x</p>',
    publishStatus: 'draft',
  } as Blog;
  const duplicate = () => new QueryFailedError('INSERT', [], Object.assign(new Error("Duplicate entry 'a-post' for key 'UQ_x'"), { code: 'ER_DUP_ENTRY' }));

  // The repository's update and delete answer whether a row was there (BlogsRepository); insert saves a new post.
  let blogs: { update: jest.Mock; delete: jest.Mock; save: jest.Mock };
  let lookup: { findBySlug: jest.Mock; findById: jest.Mock; isSlugTaken: jest.Mock };
  // The public cache is cleared by a listener of the post events: no event, nothing cleared.
  let events: { emit: jest.Mock };
  let service: BlogsService;

  beforeEach(() => {
    blogs = { update: jest.fn(), delete: jest.fn(), save: jest.fn() };
    lookup = { findBySlug: jest.fn().mockResolvedValue(post), findById: jest.fn().mockResolvedValue(post), isSlugTaken: jest.fn() };
    events = { emit: jest.fn() };
    const html = { isBlank: jest.fn().mockResolvedValue(false), prepare: jest.fn().mockResolvedValue({ content: '', excerpt: '' }) };
    const repo = { ...lookup, update: blogs.update, delete: blogs.delete, insert: blogs.save };
    service = new BlogsService(
      repo as unknown as BlogsRepository,
      {} as BlogNamesService,
      {} as CategoriesService,
      html as unknown as BlogHtmlService,
      events as unknown as EventBus,
      { run: (work: () => Promise<unknown>) => work() } as unknown as Transactions,
      { site: { timeZone: 'Asia/Jakarta' } } as Pick<AppConfig, 'site'>,
    );
  });

  it.each(['publish', 'draft'] as const)('%s of a post deleted after it was read: 404, nothing cleared', async (action) => {
    blogs.update.mockResolvedValue(false);
    await expect(service[action](author, post.slug, 'en')).rejects.toThrow(new NotFoundException(MESSAGES.blogNotFound));
    expect(events.emit).not.toHaveBeenCalled();
  });

  it('a delete that lost to another: 404', async () => {
    blogs.delete.mockResolvedValue(false);
    await expect(service.remove(author, post.id)).rejects.toThrow(new NotFoundException(MESSAGES.blogNotFound));
  });

  it('a create whose slug was taken meanwhile picks the next free one', async () => {
    const taken = new Set<string>();
    lookup.isSlugTaken.mockImplementation(async (slug: string) => taken.has(slug));
    blogs.save
      // Another save takes 'a-post' between this one's pick and its insert.
      .mockImplementationOnce(async () => {
        taken.add('a-post');
        throw duplicate();
      })
      .mockImplementation(async (row: Partial<Blog>) => ({ ...row, id: 8 }));
    const saved = await service.create(author, { title: 'A post' });
    expect(saved).toMatchObject({ id: 8, slug: 'a-post-2' });
    expect(blogs.save).toHaveBeenCalledTimes(2);
  });

  it('a create that keeps losing its slug ends in 409, not 500', async () => {
    lookup.isSlugTaken.mockResolvedValue(false);
    blogs.save.mockRejectedValue(duplicate());
    await expect(service.create(author, { title: 'A post' })).rejects.toThrow(new ConflictException(API_MESSAGES.blogSaveConflict));
  });
});
