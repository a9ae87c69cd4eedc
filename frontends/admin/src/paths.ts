import { ADMIN_LOGIN_PATH, DEFAULT_LANGUAGE, languageQuery, type SiteLanguage } from '@csec/contracts';

/** The admin remote's routes (spec section 2). */
export const LOGIN_PATH = ADMIN_LOGIN_PATH;
export const DASHBOARD_PATH = '/dashboard';
export const USERS_PATH = '/dashboard/user';
export const PROFIL_PATH = '/dashboard/profil';
export const BLOG_ADD_PATH = '/dashboard/blog/add';
export const USER_ADD_PATH = '/dashboard/user/add';
/** Visitors' registrations and contact requests (admin-level). */
export const LEADS_PATH = '/dashboard/leads';
/** Blog categories with their post counts (admin-level). */
export const CATEGORIES_PATH = '/dashboard/categories';
/** Webhooks and their delivery logs (admin-level). */
export const INTEGRATIONS_PATH = '/dashboard/integrations';
/** Every staff action, newest first (admin-level). */
export const ACTIVITY_PATH = '/dashboard/activity';

/** A post's editor: its slug, and `?lang=id` for an Indonesian post (slugs are unique per language). */
export const blogEditPath = (slug: string, language: SiteLanguage = DEFAULT_LANGUAGE) =>
  `/dashboard/blog/edit/${encodeURIComponent(slug)}${languageQuery(language)}`;
export const userEditPath = (id: number) => `/dashboard/user/edit/${id}`;
