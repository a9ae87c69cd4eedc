/**
 * Where the shell finds its run-time config: the API inlines it into the page as
 * `window[SITE_CONFIG_GLOBAL]`, and serves it at SITE_CONFIG_PATH for pages that lack it.
 * Remotes rendered inside the shell can read the same global.
 */
export const SITE_CONFIG_GLOBAL = '__SITE_CONFIG__';
export const SITE_CONFIG_PATH = '/api/site-config';

/** The dashboard's login page (the admin remote's); the first start points the superadmin there. */
export const ADMIN_LOGIN_PATH = '/login/admin';
