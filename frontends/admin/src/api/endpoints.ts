import type { ApiPaths, ApiTokenScope, DashboardLanguage, LeadStatus, SiteLanguage, WebhookEvent } from '@csec/contracts';
import { languageParam, UPLOAD_FIELD } from '@csec/contracts';
import { activityQueryParams } from '../activity/activity';
import type { ActivityFilters } from '../activity/activity';
import { leadQueryParams } from '../leads/lead';
import type { LeadFilters } from '../leads/lead';
import { attachmentFileName } from '../lib/download';
import { answer, client } from './client';

type JsonBody<Path extends keyof ApiPaths, Method extends keyof ApiPaths[Path]> = ApiPaths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** What the blog form sends on create and update. */
export type BlogInput = Required<Pick<JsonBody<'/api/blogs', 'post'>, 'title' | 'categoryId' | 'content' | 'cover' | 'eventDate'>>;
/** A category's name and description, and its Indonesian ones ('' shows the English on Indonesian pages; absent: unchanged). */
export type CategoryInput = JsonBody<'/api/categories', 'post'>;
/** null means "leave unchanged" (spec section 5); the path's userId is repeated in the body. */
export type UserUpdate = JsonBody<'/api/users/{id}', 'post'> & { userId: number };
export type NewUser = JsonBody<'/api/register', 'post'>;

const listQuery = (page: number, query: string) => ({ page, ...(query ? { query } : {}) });

/** The export's name when the answer's Content-Disposition gives none. */
export const LEADS_CSV_FALLBACK_NAME = 'leads.csv';

/** Every call the admin makes, typed by the API's OpenAPI document. */
export const api = {
  /** `code`: the authenticator's code or a recovery code, once the API has asked for one. */
  login: (email: string, password: string, code?: string) => answer(client.POST('/api/login', { body: { email, password, ...(code ? { code } : {}) } })),
  /** Ends the session the token belongs to; `signal` lets the caller stop waiting. */
  logout: (signal: AbortSignal) => answer(client.POST('/api/logout', { signal })),
  me: () => answer(client.GET('/api/users/me')),
  setLanguage: (language: DashboardLanguage) => answer(client.PUT('/api/users/me/language', { body: { language } })),

  sessions: () => answer(client.GET('/api/users/me/sessions')),
  endSession: (id: string) => answer(client.DELETE('/api/users/me/sessions/{id}', { params: { path: { id } } })),
  twoFactorStatus: () => answer(client.GET('/api/users/me/2fa')),
  startTwoFactorSetup: () => answer(client.POST('/api/users/me/2fa/setup')),
  enableTwoFactor: (code: string) => answer(client.POST('/api/users/me/2fa/enable', { body: { code } })),
  disableTwoFactor: (password: string, code: string) => answer(client.POST('/api/users/me/2fa/disable', { body: { password, code } })),

  users: (page: number, query: string) => answer(client.GET('/api/users', { params: { query: listQuery(page, query) } })),
  user: (id: number) => answer(client.GET('/api/users/{id}', { params: { path: { id } } })),
  register: (user: NewUser) => answer(client.POST('/api/register', { body: user })),
  updateUser: (update: UserUpdate) => answer(client.POST('/api/users/{id}', { params: { path: { id: update.userId } }, body: update })),
  deleteUser: (userId: number) => answer(client.DELETE('/api/users/{id}', { params: { path: { id: userId } }, body: { userId } })),

  /** `language`: only the posts in it; both when absent. */
  blogs: (page: number, query: string, language?: SiteLanguage) =>
    answer(client.GET('/api/blogs', { params: { query: { ...listQuery(page, query), ...(language ? { language } : {}) } } })),
  blog: (slug: string, lang: SiteLanguage) => answer(client.GET('/api/blogs/{blog}', { params: { path: { blog: slug }, query: languageParam(lang) } })),
  createBlog: (blog: BlogInput, language: SiteLanguage) => answer(client.POST('/api/blogs', { body: { ...blog, ...languageParam(language, 'language') } })),
  updateBlog: (blogId: number, blog: BlogInput, version?: number) =>
    answer(client.PUT('/api/blogs/{blog}', { params: { path: { blog: blogId } }, body: { blogId, ...blog, version } })),
  deleteBlog: (blogId: number) => answer(client.DELETE('/api/blogs/{blog}', { params: { path: { blog: blogId } }, body: { blogId } })),
  publish: (slug: string, lang: SiteLanguage) => answer(client.POST('/api/blogs/{slug}/publish', { params: { path: { slug }, query: languageParam(lang) } })),
  draft: (slug: string, lang: SiteLanguage) => answer(client.POST('/api/blogs/{slug}/draft', { params: { path: { slug }, query: languageParam(lang) } })),
  /** Opens the post's translation, creating it as a linked draft when there is none. */
  translate: (blogId: number) => answer(client.POST('/api/blogs/{blog}/translation', { params: { path: { blog: blogId } } })),
  linkTranslation: (blogId: number, translationId: number) =>
    answer(client.PUT('/api/blogs/{blog}/translation', { params: { path: { blog: blogId } }, body: { translationId } })),
  unlinkTranslation: (blogId: number) => answer(client.DELETE('/api/blogs/{blog}/translation', { params: { path: { blog: blogId } } })),
  revisions: (blogId: number, page: number) => answer(client.GET('/api/blogs/{blogId}/revisions', { params: { path: { blogId }, query: { page } } })),
  revision: (blogId: number, revisionId: number) =>
    answer(client.GET('/api/blogs/{blogId}/revisions/{revisionId}', { params: { path: { blogId, revisionId } } })),
  restoreRevision: (blogId: number, revisionId: number) =>
    answer(client.POST('/api/blogs/{blogId}/revisions/{revisionId}/restore', { params: { path: { blogId, revisionId } } })),
  createPreview: (blogId: number) => answer(client.POST('/api/blogs/{blogId}/preview', { params: { path: { blogId } } })),
  revokePreviews: (blogId: number) => answer(client.DELETE('/api/blogs/{blogId}/preview', { params: { path: { blogId } } })),
  /** `publishAt`: ISO 8601 with its offset. */
  schedule: (slug: string, lang: SiteLanguage, publishAt: string) =>
    answer(client.POST('/api/blogs/{slug}/schedule', { params: { path: { slug }, query: languageParam(lang) }, body: { publishAt } })),

  siteConfig: () => answer(client.GET('/api/site-config')),

  categories: () => answer(client.GET('/api/categories')),
  categoryOverview: () => answer(client.GET('/api/categories/overview')),
  createCategory: (category: CategoryInput) => answer(client.POST('/api/categories', { body: category })),
  updateCategory: (id: number, category: CategoryInput) =>
    answer(client.PUT('/api/categories/{categoryId}', { params: { path: { categoryId: id } }, body: category })),
  deleteCategory: (id: number) => answer(client.DELETE('/api/categories/{categoryId}', { params: { path: { categoryId: id } } })),

  integrations: () => answer(client.GET('/api/integrations')),
  createIntegration: (name: string, scopes: ApiTokenScope[], expiresAt?: string) =>
    answer(client.POST('/api/integrations', { body: { name, scopes, ...(expiresAt ? { expiresAt } : {}) } })),
  revokeIntegration: (id: number) => answer(client.DELETE('/api/integrations/{id}', { params: { path: { id } } })),
  webhooks: () => answer(client.GET('/api/webhooks')),
  createWebhook: (url: string, events: WebhookEvent[]) => answer(client.POST('/api/webhooks', { body: { url, events } })),
  updateWebhook: (id: number, change: { url?: string; events?: WebhookEvent[]; rollSecret?: boolean }) =>
    answer(client.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: change })),
  deleteWebhook: (id: number) => answer(client.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
  webhookDeliveries: (id: number, page: number) => answer(client.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: { page } } })),
  redeliver: (id: number, deliveryId: string) =>
    answer(client.POST('/api/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: { path: { id, deliveryId } } })),

  leads: (page: number, filters: LeadFilters) => answer(client.GET('/api/leads', { params: { query: { page, ...leadQueryParams(filters) } } })),
  lead: (id: number) => answer(client.GET('/api/leads/{id}', { params: { path: { id } } })),
  setLeadStatus: (id: number, status: LeadStatus) => answer(client.PATCH('/api/leads/{id}', { params: { path: { id } }, body: { status } })),
  deleteLead: (id: number) => answer(client.DELETE('/api/leads/{id}', { params: { path: { id } } })),
  /** The CSV of every lead the filters match (no page), named as the API's Content-Disposition says. */
  exportLeads: async (filters: LeadFilters) => {
    const request = client.GET('/api/leads/export.csv', { params: { query: leadQueryParams(filters) }, parseAs: 'blob' });
    const blob = await answer(request);
    const { response } = await request;
    return { blob, fileName: attachmentFileName(response.headers.get('Content-Disposition')) ?? LEADS_CSV_FALLBACK_NAME };
  },

  activity: (page: number, filters: ActivityFilters) => answer(client.GET('/api/activity', { params: { query: { page, ...activityQueryParams(filters) } } })),

  upload: (file: File) =>
    answer(
      client.POST('/api/upload', {
        body: { file },
        bodySerializer: ({ file: image }) => {
          const form = new FormData();
          form.append(UPLOAD_FIELD, image);
          return form;
        },
      }),
    ),
};
