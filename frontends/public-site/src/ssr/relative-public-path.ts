/**
 * Asset URLs the same way the server writes them: a path when this remote is served from the
 * page's own origin. The Module Federation runtime sets a full address (from the manifest's URL),
 * which would differ, attribute by attribute, from the server-rendered markup being hydrated.
 * Imported first by App.tsx, so that it runs before any module that imports an asset.
 */
if (typeof window !== 'undefined' && __webpack_public_path__.startsWith(`${window.location.origin}/`)) {
  __webpack_public_path__ = __webpack_public_path__.slice(window.location.origin.length);
}

export {};
