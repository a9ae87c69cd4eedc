import * as path from 'node:path';

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
