/**
 * The bodies the API answers with, as its services build them. The DTO classes describe the
 * same shapes to OpenAPI; the generated contract (libs/contracts/openapi.json) is what clients
 * use, and test/contract-answers.e2e-spec.ts checks real answers against it.
 */
import type { ActivityAction, ActivityTargetType, EditedFieldName, ErrorCode, LeadKind, LeadStatus, PublishStatus, Role } from '@csec/contracts';

/** Every success body: HTTP 2xx with status 'Success'. */
export interface ApiSuccess<T = unknown> {
  status: 'Success';
  message?: string;
  data?: T;
}

export interface ApiPage<T> extends ApiSuccess<T[]> {
  data: T[];
  totalPages: number;
  countData: number;
}

/** Every failure body: a real HTTP status with status 'Failed'. */
export interface ApiFailure {
  status: 'Failed';
  error: true;
  /** Stable machine code (error-codes.ts); switch on it, show `message`. */
  code: ErrorCode;
  message: string;
  /** field -> message, for validation failures */
  errors?: Record<string, string>;
}

export interface LoginResponse extends ApiSuccess {
  token: string;
}

export interface UserView {
  id: number;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryView {
  id: number;
  name: string;
  description: string;
}

/** A post as staff see it (GET /api/blogs/:slug). */
export interface BlogView {
  blogId: number;
  slug: string;
  title: string;
  content: string;
  cover: string | null;
  categoryId: number | null;
  category: string | null;
  eventDate: string | null;
  publishStatus: PublishStatus;
  publishAt: string | null;
  author: number;
  createdBy: string;
  contributors: string[];
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  /** Grows with every write; PUT sends back the one it edited. */
  version: number;
}

/** A row of the staff list (GET /api/blogs). */
export type BlogListItem = Omit<BlogView, 'content' | 'contributors'>;

/** A row of a post's history (GET /api/blogs/:blogId/revisions). */
export interface RevisionListItem {
  id: number;
  blogId: number;
  createdAt: string;
  authorId: number | null;
  authorName: string;
  title: string;
  changedFields: EditedFieldName[];
  restoredFromId: number | null;
}

/** One revision with everything it stores (GET /api/blogs/:blogId/revisions/:revisionId). */
export interface RevisionView extends RevisionListItem {
  categoryId: number | null;
  category: string | null;
  content: string;
  cover: string | null;
  eventDate: string | null;
}

export interface BlogSaveResponse extends ApiSuccess {
  blogSlug: string;
  blogId: number;
  /** The post's version after the save: the one the next save of this editor sends. */
  version: number;
}

/**
 * How to draw a post's cover. For an uploaded cover: the original's pixel size and, when
 * smaller WebP copies were made at upload, a srcset of them plus the original. An external
 * cover has no known size and no srcset.
 */
export interface CoverImage {
  src: string;
  width: number | null;
  height: number | null;
  /** '/uploads/x-480.webp 480w, /uploads/x-960.webp 960w, /uploads/x.png 1280w', or null */
  srcset: string | null;
  /** Left to the page when absent: it knows how wide it draws the image. */
  sizes?: string;
}

/** A card of the public list (GET /api/blogs/publish): never the full content. */
export interface PublicBlogCard {
  title: string;
  slug: string;
  /** The cover's URL as saved, kept for old clients; coverImage says how to draw it. */
  cover: string | null;
  coverImage: CoverImage | null;
  excerpt: string;
  category: string | null;
  publishAt: string;
  createdBy: string;
  /** Search answers only (`q`): plain text around the first match. */
  snippet?: string;
}

/** A published post (GET /api/blogs/publish/:slug -> data: [post]). */
export interface PublicBlogPost extends PublicBlogCard {
  content: string;
  contributors: string[];
  eventDate: string | null;
}

/** GET /api/blogs/publish/sidebar */
export interface BlogSidebar {
  recent: { title: string; slug: string }[];
  /** label like 'November 2026', month like '2026-11' */
  archive: { label: string; month: string; count: number }[];
  categories: { name: string; count: number }[];
}

/** A smaller WebP copy of an uploaded image. */
export interface ImageVariant {
  url: string;
  width: number;
}

export interface UploadResponse extends ApiSuccess {
  url: string;
  filename: string;
  /** Smaller WebP copies made at upload, narrowest first; none for an image already narrow. */
  variants?: ImageVariant[];
}

/** A registration or contact request as staff see it (GET /api/leads/:id), and as the webhook receives it. */
export interface LeadView {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  organisation: string;
  jobTitle: string | null;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
  clientIp: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One staff action as admin-level staff read it (GET /api/activity). */
export interface ActivityView {
  id: number;
  createdAt: string;
  actorId: number | null;
  /** the actor's username when it acted */
  actorName: string | null;
  action: ActivityAction;
  targetType: ActivityTargetType;
  targetId: string | null;
  targetLabel: string | null;
  ip: string | null;
  summary: string | null;
}

/** GET /api/site-config: what the shell reads at run time. */
export interface SiteConfig {
  remotes: { publicSite: string; admin: string };
  formUrl: string;
  mapUrl: string;
  contact: { email: string; phone: string; address: string };
  /** IANA time zone the site shows dates in (SITE_TIMEZONE), the same on the server and in every browser. */
  timeZone: string;
}
