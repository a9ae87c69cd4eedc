/** For files whose name changes with their content (hashed builds, stored uploads): browsers and CDNs keep them a year without asking again. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
