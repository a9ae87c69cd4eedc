import type { components, paths } from './openapi-schema';

/**
 * The API's bodies as its OpenAPI document (openapi.json, generated from the API's DTOs) states
 * them: the frontends' clients and the tests read these names, never a hand-written copy.
 */
export type { paths as ApiPaths };
type Schemas = components['schemas'];

/** Every failure body: a real HTTP status with status 'Failed' and a stable `code` (error-codes.ts). */
export type ApiFailure = Schemas['FailureBody'];
/** Every success body: HTTP 2xx with status 'Success'. */
export type ApiSuccess<T = unknown> = { status: 'Success'; message?: string; data?: T };
export type ApiPage<T> = ApiSuccess<T[]> & { data: T[]; totalPages: number; countData: number };

export type LoginResponse = Schemas['LoginResponseDto'];
export type UserView = Schemas['UserViewDto'];
/** The caller's own account (GET /api/users/me): the user and its dashboard language. */
export type MeView = Schemas['MeViewDto'];
export type CategoryView = Schemas['CategoryViewDto'];
/** A row of the Categories screen (GET /api/categories/overview): the category and the posts that use it. */
export type CategoryOverviewItem = Schemas['CategoryOverviewItemDto'];
/** An integration as listed (GET /api/integrations), without its token. */
export type IntegrationView = Schemas['IntegrationViewDto'];
/** A webhook as listed (GET /api/webhooks); `secret` only in the answer that made or rolled it. */
export type WebhookView = Schemas['WebhookWithSecretDto'];
/** A row of a webhook's delivery log (GET /api/webhooks/{id}/deliveries), with each attempt. */
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
/** A post as staff see it (GET /api/blogs/:slug). */
export type BlogView = Schemas['BlogViewDto'];
/** A row of the staff list (GET /api/blogs). */
export type BlogListItem = Schemas['BlogListItemDto'];
export type PostPermissions = Schemas['PostPermissionsDto'];
export type BlogSaveResponse = Schemas['BlogSaveResponseDto'];
/** How to draw a post's cover: size and srcset of an uploaded cover, none for an external one. */
export type CoverImage = Schemas['CoverImageDto'];
/** A card of the public list (GET /api/blogs/publish): never the full content. */
export type PublicBlogCard = Schemas['PublicBlogCardDto'];
/** A published post (GET /api/blogs/publish/:slug -> data: [post]). */
export type PublicBlogPost = Schemas['PublicBlogPostDto'];
/** GET /api/blogs/publish/sidebar */
export type BlogSidebar = Schemas['SidebarDto'];
export type ImageVariant = Schemas['ImageVariantDto'];
export type UploadResponse = Schemas['UploadResponseDto'];
/** GET /api/users/me/2fa: whether two-factor login is on, and whether the role requires it. */
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
/** POST /api/users/me/2fa/setup: the secret to enter, as text, an otpauth:// URL and a QR code (PNG data URL). */
export type TwoFactorSetup = Schemas['TwoFactorSetupDto'];
/** A row of GET /api/users/me/sessions. */
export type SessionView = Schemas['SessionViewDto'];
/** GET /api/site-config: what the shell reads at run time. */
export type SiteConfig = Schemas['SiteConfigDto'];
/** A visitor's request from the registration or contact form, as staff read it (GET /api/leads). */
export type LeadView = Schemas['LeadViewDto'];
/** One staff action in the activity log (GET /api/activity). */
export type ActivityEntry = Schemas['ActivityEntryDto'];
/** A row of a post's history (GET /api/blogs/:blogId/revisions): no content. */
export type RevisionListItem = Schemas['RevisionListItemDto'];
/** One revision with its content (GET /api/blogs/:blogId/revisions/:revisionId). */
export type RevisionView = Schemas['RevisionViewDto'];
