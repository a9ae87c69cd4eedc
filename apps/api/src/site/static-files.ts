import * as fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import * as path from 'node:path';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { CACHE_IMMUTABLE } from '../common/http/cache-control';

/** webpack's [contenthash] in a file name: main.6865d67358d635d9f331.js, logo.1a2b3c4d.svg */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./;

/** For the page and for files without a precompressed copy (a partial or development build). */
export const compressOnTheFly = compression({ threshold: 1024 });

/** Hashed names never change content; everything else (index.html, manifests, remoteEntry.js) is revalidated. */
export function cacheControlFor(fileName: string): string {
  return HASHED_NAME.test(fileName) ? CACHE_IMMUTABLE : 'no-cache';
}

/**
 * Sends `urlPath` from `root` with its cache policy, preferring the .br or .gz copy made
 * at build time. Resolves false, sending nothing, when there is no such file.
 */
export async function sendStaticFile(
  req: Request,
  res: Response,
  next: NextFunction,
  root: string,
  urlPath: string,
  options: { cors: boolean },
): Promise<boolean> {
  const file = resolveInside(root, urlPath);
  // Source maps carry the whole frontend source: never served, even from a folder built with them.
  if (!file || path.extname(file) === '.map') return false;
  const stat = await fileStat(file);
  if (!stat) return false;

  res.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Lets a shell served from another origin fetch the remotes' manifests and chunks.
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  res.vary('Accept-Encoding');

  const onError = (error?: Error) => error && next(error);
  // The path is already confined to root; 'allow' stops send() refusing a checkout that sits under a dot-folder.
  const precompressed = await precompressedCopy(req, file, stat);
  if (precompressed) {
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', precompressed.encoding);
    res.sendFile(precompressed.file, { cacheControl: false, acceptRanges: false, dotfiles: 'allow' }, onError);
  } else {
    compressOnTheFly(req, res, () => res.sendFile(file, { cacheControl: false, dotfiles: 'allow' }, onError));
  }
  return true;
}

/** The absolute path of `urlPath` under `root`, or undefined if it is malformed or escapes it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function fileStat(file: string): Promise<Stats | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Brotli first (about 12% smaller than gzip on our bundles), then gzip; never a copy older than the file. */
async function precompressedCopy(req: Request, file: string, stat: Stats) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!req.acceptsEncodings(encoding)) continue;
    const copy = await fileStat(file + suffix);
    if (copy && copy.mtimeMs >= stat.mtimeMs) return { encoding, file: file + suffix };
  }
  return undefined;
}
