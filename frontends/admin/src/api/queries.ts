import { SITE_CONFIG_GLOBAL } from '@csec/contracts';
import type { MeView, SiteConfig, SiteLanguage } from '@csec/contracts';
import { SITE_LANGUAGES } from '@csec/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityFilters } from '../activity/activity';
import type { LeadFilters } from '../leads/lead';
import type { FilterValues } from '../list/useListParams';
import { api } from './endpoints';
import { queryKeys } from './queryKeys';
import { getToken } from './token';

/** The logged-in user: asked once, then refreshed only when it changes (login, profile update). */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async (): Promise<MeView | null> => {
    if (!getToken()) return null;
    const response = await api.me();
    return response.data?.[0] ?? null;
  },
  staleTime: Infinity,
  meta: { failure: { network: 'messages.accountError' } },
});

/**
 * Whether two-factor login is on and whether the user's role requires it: asked once per visit (the
 * dashboard's guard needs it before any screen), then refreshed only when it is turned on or off.
 */
export const twoFactorQuery = queryOptions({
  queryKey: queryKeys.security.twoFactor(),
  queryFn: async () => (await api.twoFactorStatus()).data,
  staleTime: Infinity,
  meta: { failure: { failed: 'security.twoFactorStatusFailed', network: 'security.twoFactorStatusFailed' } },
});

/** The user's own login sessions, the most recently used first. */
export const sessionsQuery = queryOptions({
  queryKey: queryKeys.security.sessions(),
  queryFn: async () => (await api.sessions()).data,
  meta: { failure: { failed: 'security.sessionsFailed', network: 'security.sessionsFailed' } },
});

/** One page of the staff blog list (of one language when the filter says so); the previous page stays on screen while the next loads. */
export const blogListQuery = (page: number, query: string, filters: FilterValues = {}) =>
  queryOptions({
    queryKey: queryKeys.blogs.list(page, query, filters.language ?? ''),
    queryFn: () => api.blogs(page, query, siteLanguageOf(filters.language)),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: 'messages.blogsFailed', network: 'messages.blogsFailed' } },
  });

export const blogQuery = (slug: string, language: SiteLanguage) =>
  queryOptions({
    queryKey: queryKeys.blogs.detail(slug, language),
    queryFn: async () => (await api.blog(slug, language)).data ?? null,
    meta: { failure: { failed: 'messages.blogDetailFailed', network: 'messages.blogDetailFailed' }, quietNotFound: true },
  });

/** One page of a post's history, newest first; the previous page stays on screen while the next loads. */
export const revisionListQuery = (blogId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.blogs.revisionList(blogId, page),
    queryFn: () => api.revisions(blogId, page),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: 'revisions.listFailed', network: 'revisions.listFailed' } },
  });

/** One revision with its content; a revision never changes once saved. */
export const revisionQuery = (blogId: number, revisionId: number) =>
  queryOptions({
    queryKey: queryKeys.blogs.revision(blogId, revisionId),
    queryFn: async () => (await api.revision(blogId, revisionId)).data,
    staleTime: Infinity,
    meta: { failure: { failed: 'revisions.detailFailed', network: 'revisions.detailFailed' } },
  });

export const userListQuery = (page: number, query: string) =>
  queryOptions({
    queryKey: queryKeys.users.list(page, query),
    queryFn: () => api.users(page, query),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: 'messages.usersFailed', network: 'messages.usersError' } },
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: async () => (await api.user(id)).data ?? null,
    meta: { failure: { failed: 'messages.userDetailFailed', network: 'messages.userDetailFailed' }, quietNotFound: true },
  });

/** One page of the leads (admin-level), newest first, narrowed by the search text, kind and status. */
export const leadListQuery = (page: number, filters: LeadFilters) =>
  queryOptions({
    queryKey: queryKeys.leads.list(page, filters),
    queryFn: () => api.leads(page, filters),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: 'leads.listFailed', network: 'leads.listError' } },
  });

/** One lead with every field, for the detail view; a lead deleted meanwhile is said in the view, not toasted. */
export const leadQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.leads.detail(id),
    queryFn: async () => (await api.lead(id)).data ?? null,
    meta: { failure: { failed: 'leads.detailFailed', network: 'leads.detailFailed' }, quietNotFound: true },
  });

/** One page of the activity log (admin-level), newest first, narrowed by actor, action and days. */
export const activityListQuery = (page: number, filters: ActivityFilters) =>
  queryOptions({
    queryKey: queryKeys.activity.list(page, filters),
    queryFn: () => api.activity(page, filters),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: 'activity.listFailed', network: 'activity.listError' } },
  });

/** The category list shared by the blog form's select and the Add Category dialog. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: async () => (await api.categories()).data ?? [],
  meta: { failure: { failed: 'categories.loadListFailed', network: 'categories.loadListFailed' } },
});

/** The Categories screen's list: every category with the posts that use it (admin-level). */
export const categoryOverviewQuery = queryOptions({
  queryKey: queryKeys.categoryOverview,
  queryFn: async () => (await api.categoryOverview()).data ?? [],
  meta: { failure: { failed: 'categories.loadFailed', network: 'categories.loadFailed' } },
});

/** The integrations and their API tokens (admin-level), without the tokens. */
export const integrationListQuery = queryOptions({
  queryKey: queryKeys.integrations,
  queryFn: async () => (await api.integrations()).data ?? [],
  meta: { failure: { failed: 'apiTokens.loadFailed', network: 'apiTokens.loadFailed' } },
});

/** The webhooks (admin-level), without their secrets. */
export const webhookListQuery = queryOptions({
  queryKey: queryKeys.webhooks.list(),
  queryFn: async () => (await api.webhooks()).data ?? [],
  meta: { failure: { failed: 'integrations.loadFailed', network: 'integrations.loadFailed' } },
});

/** One page of a webhook's deliveries, newest first; refreshed while one is still pending. */
export const webhookDeliveriesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id, page),
    queryFn: () => api.webhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((delivery) => delivery.state === 'pending') ? 2000 : false),
    meta: { failure: { failed: 'integrations.deliveriesFailed', network: 'integrations.deliveriesFailed' } },
  });

/**
 * The site's run-time config. Inside the shell the API has inlined it into the page; on the
 * admin's own dev server it is asked for. It changes only with a redeploy.
 */
export const siteConfigQuery = queryOptions({
  queryKey: queryKeys.siteConfig,
  queryFn: async (): Promise<SiteConfig> => (await api.siteConfig()).data,
  initialData: (window as unknown as Partial<Record<typeof SITE_CONFIG_GLOBAL, SiteConfig>>)[SITE_CONFIG_GLOBAL],
  staleTime: Infinity,
  meta: { failure: { failed: 'siteConfig.failed', network: 'siteConfig.failed' } },
});

/** The IANA zone the site shows and schedules times in (SITE_TIMEZONE); undefined until known. */
export function useSiteTimeZone(): string | undefined {
  return useQuery(siteConfigQuery).data?.timeZone;
}

/** A list filter's value as a site language; anything else (all, or a hand-edited URL) lists both. */
function siteLanguageOf(value: string | undefined): SiteLanguage | undefined {
  return SITE_LANGUAGES.find((language) => language === value);
}
