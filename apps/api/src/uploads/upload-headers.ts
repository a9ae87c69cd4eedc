import * as path from 'node:path';

/** A stored name is never reused, so a stored file never changes: browsers and CDNs may keep it a year without asking again. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** The types the stored files come in: re-encoded originals and their WebP copies. */
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The Content-Type of a stored file, from its name as express.static decides it for local files: the
 * name was given by the upload after the bytes were checked, and a bucket's own metadata may be
 * whatever the tool that copied the file set (s3rver's default is binary/octet-stream).
 */
export function contentTypeOf(filename: string): string {
  return CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
}
