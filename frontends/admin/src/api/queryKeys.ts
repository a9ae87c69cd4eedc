import type { ActivityFilters } from '../activity/activity';
import type { LeadFilters } from '../leads/lead';

/**
 * Every key of the admin's server state, in one place. Keys nest from the general to the
 * particular, so invalidating `blogs.all` also reaches every blog list and every post.
 */
export const queryKeys = {
  /** the logged-in user (GET /api/users/me); null when nobody is logged in */
  me: ['me'] as const,
  /** the logged-in user's two-factor status and sessions; a new login starts without them */
  security: {
    all: ['security'] as const,
    twoFactor: () => [...queryKeys.security.all, 'twoFactor'] as const,
    sessions: () => [...queryKeys.security.all, 'sessions'] as const,
  },
  blogs: {
    all: ['blogs'] as const,
    lists: () => [...queryKeys.blogs.all, 'list'] as const,
    list: (page: number, query: string, language: string) => [...queryKeys.blogs.lists(), { page, query, language }] as const,
    detail: (slug: string, language: string) => [...queryKeys.blogs.all, 'detail', language, slug] as const,
    /** a post's history; under blogs.all, so every save and restore refreshes it */
    revisions: (blogId: number) => [...queryKeys.blogs.all, 'revisions', blogId] as const,
    revisionList: (blogId: number, page: number) => [...queryKeys.blogs.revisions(blogId), 'list', page] as const,
    revision: (blogId: number, revisionId: number) => [...queryKeys.blogs.revisions(blogId), 'detail', revisionId] as const,
  },
  users: {
    all: ['users'] as const,
    lists: () => [...queryKeys.users.all, 'list'] as const,
    list: (page: number, query: string) => [...queryKeys.users.lists(), { page, query }] as const,
    detail: (id: number) => [...queryKeys.users.all, 'detail', id] as const,
  },
  categories: ['categories'] as const,
  /** under `categories`: whatever refreshes the categories refreshes their counts too */
  categoryOverview: ['categories', 'overview'] as const,
  integrations: ['integrations'] as const,
  webhooks: {
    all: ['webhooks'] as const,
    list: () => [...queryKeys.webhooks.all, 'list'] as const,
    deliveries: (id: number, page: number) => [...queryKeys.webhooks.all, 'deliveries', id, page] as const,
  },
  /** the site's run-time config (GET /api/site-config): the time zone schedules are shown in */
  siteConfig: ['siteConfig'] as const,
  leads: {
    all: ['leads'] as const,
    lists: () => [...queryKeys.leads.all, 'list'] as const,
    list: (page: number, filters: LeadFilters) => [...queryKeys.leads.lists(), { page, ...filters }] as const,
    detail: (id: number) => [...queryKeys.leads.all, 'detail', id] as const,
  },
  activity: {
    all: ['activity'] as const,
    list: (page: number, filters: ActivityFilters) => [...queryKeys.activity.all, 'list', { page, ...filters }] as const,
  },
};
