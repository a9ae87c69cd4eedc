import type { ApiTokenScope, DashboardLanguage, LeadStatus, MeView, SiteLanguage, UserView, WebhookEvent } from '@csec/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadFilters } from '../leads/lead';
import { api } from './endpoints';
import type { BlogInput, CategoryInput, NewUser, UserUpdate } from './endpoints';
import { queryKeys } from './queryKeys';

/**
 * Every write of the dashboard. Each mutation invalidates what it changed once it succeeds and
 * resolves after the active screens have their fresh data; toasts and field errors are the
 * callers' (each screen has its own texts).
 */

export interface BlogSave {
  /** null creates the post, in `language` */
  blogId: number | null;
  language: SiteLanguage;
  input: BlogInput;
  /** The version an update was edited from; a newer one on the server refuses it (409 `blog.stale`). */
  version?: number;
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blogId, language, input, version }: BlogSave) => (blogId ? api.updateBlog(blogId, input, version) : api.createBlog(input, language)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
  });
}

/** Publish (true) or back to draft (false), by slug in its language. */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, language, publish }: { slug: string; language: SiteLanguage; publish: boolean }) =>
      publish ? api.publish(slug, language) : api.draft(slug, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
  });
}

/** A draft takes back one of its revisions; the post and its history refresh. */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blogId, revisionId }: { blogId: number; revisionId: number }) => api.restoreRevision(blogId, revisionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
  });
}

/** Publish at a later time (a draft, or a scheduled post moved to a new time), by slug in its language. */
export function useScheduleBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, language, publishAt }: { slug: string; language: SiteLanguage; publishAt: string }) => api.schedule(slug, language, publishAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
  });
}

/** The post's translation: opened, or created as a linked draft; `link` and `unlink` pair two existing posts or part them. */
export function usePostTranslation() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all });
  return {
    translate: useMutation({ mutationFn: (blogId: number) => api.translate(blogId), onSuccess: refresh }),
    link: useMutation({
      mutationFn: ({ blogId, translationId }: { blogId: number; translationId: number }) => api.linkTranslation(blogId, translationId),
      onSuccess: refresh,
    }),
    unlink: useMutation({ mutationFn: (blogId: number) => api.unlinkTranslation(blogId), onSuccess: refresh }),
  };
}

/** A new shareable preview link of a saved post: its absolute address and when it stops working (nothing cached changes). */
export function useCreatePreview() {
  return useMutation({ mutationFn: (blogId: number) => api.createPreview(blogId) });
}

/** Every preview link of the post stops working (nothing cached changes). */
export function useRevokePreviews() {
  return useMutation({ mutationFn: (blogId: number) => api.revokePreviews(blogId) });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blogId: number) => api.deleteBlog(blogId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: CategoryInput) => api.createCategory(category),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...category }: CategoryInput & { id: number }) => api.updateCategory(id, category),
    // Posts show their category's name: the lists and open posts read it again.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.categories }), queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all })]),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => api.deleteCategory(categoryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  });
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) => api.register(user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.lists() }),
  });
}

/**
 * A profile update or a password change. A new username shows in the post lists' bylines; an
 * update of one's own account refreshes the current user (the top bar, the Profil page).
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserUpdate) => api.updateUser(update),
    onSuccess: (_response, update) => {
      const self = queryClient.getQueryData<UserView | null>(queryKeys.me)?.id === update.userId;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all }),
        self ? queryClient.invalidateQueries({ queryKey: queryKeys.me }) : undefined,
      ]);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.deleteUser(userId),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users.all }), queryClient.invalidateQueries({ queryKey: queryKeys.blogs.all })]),
  });
}

/** A lead's new status; the lists and the open detail view refresh. */
export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LeadStatus }) => api.setLeadStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteLead(id),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.leads.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.leads.lists() });
    },
  });
}

/** The CSV of the leads the filters match (a download: nothing cached changes). */
export function useExportLeads() {
  return useMutation({ mutationFn: (filters: LeadFilters) => api.exportLeads(filters) });
}

/** An image for a cover or the editor; nothing cached changes until the post is saved. */
export function useUploadImageMutation() {
  return useMutation({ mutationFn: (file: File) => api.upload(file) });
}

/** Ends one of the user's other sessions (their own is ended by logging out). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.endSession(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.sessions() }),
  });
}

/** A new secret and its QR code to scan; nothing changes until a code from it is confirmed. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: async () => (await api.startTwoFactorSetup()).data });
}

/** Confirms the set-up with a code; answers the recovery codes, and the status turns on. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.enableTwoFactor(code)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.twoFactor() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => api.disableTwoFactor(password, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.twoFactor() }),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, events }: { url: string; events: WebhookEvent[] }) => api.createWebhook(url, events),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; url?: string; events?: WebhookEvent[]; rollSecret?: boolean }) => api.updateWebhook(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteWebhook(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: string }) => api.redeliver(id, deliveryId),
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: [...queryKeys.webhooks.all, 'deliveries', id] }),
  });
}

export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, scopes, expiresAt }: { name: string; scopes: ApiTokenScope[]; expiresAt?: string }) => api.createIntegration(name, scopes, expiresAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
  });
}

export function useRevokeIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.revokeIntegration(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
  });
}

/**
 * The account's dashboard language. The cached account takes the new language at once (the
 * dashboard follows it, useAccountLanguage) and goes back to the old one if the API refuses.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: DashboardLanguage) => api.setLanguage(language),
    onMutate: (language) => {
      const before = queryClient.getQueryData<MeView | null>(queryKeys.me);
      if (before) queryClient.setQueryData<MeView>(queryKeys.me, { ...before, language });
      return { before };
    },
    onError: (_error, _language, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.me, context.before);
    },
    onSuccess: (response) => queryClient.setQueryData(queryKeys.me, response.data),
  });
}
