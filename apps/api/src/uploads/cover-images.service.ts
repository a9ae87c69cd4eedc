import { Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { CoverImage } from '../common/views/api-views';
import { LruMap } from '../common/cache/lru-map';
import { MAX_PIXELS } from './image-processor';
import { ImageStorage, STORED_NAME, UPLOADS_URL_PREFIX } from './image-storage';
import { isOriginalName, variantName, widthsFor } from './image-variants';

/** About 300 bytes each: a few thousand covers cost a megabyte or two. */
const MAX_ENTRIES = 5_000;
/**
 * Stored files never change, so a complete answer is kept until it is pushed out. An answer
 * that may still change (copies not made yet, a file missing) is looked up again after this.
 */
export const RECHECK_MS = 60_000;

interface Entry {
  answer: Promise<CoverImage>;
  expiresAt: number;
}

interface Lookup {
  image: CoverImage;
  /** true when nothing about this cover can change any more */
  complete: boolean;
}

/**
 * How to draw a post's cover (PublicBlogCard.coverImage): for an uploaded image, its pixel
 * size and a srcset of the WebP copies made at upload; read from the storage once and kept
 * in memory, never in the database.
 */
@Injectable()
export class CoverImagesService {
  private readonly logger = new Logger(CoverImagesService.name);
  private readonly cache = new LruMap<string, Entry>(MAX_ENTRIES);

  constructor(private readonly storage: ImageStorage) {}

  describe(cover: string | null, now = Date.now()): Promise<CoverImage | null> {
    if (!cover) return Promise.resolve(null);
    const filename = uploadedName(cover);
    if (!filename) return Promise.resolve(unsized(cover));
    const cached = this.cache.get(cover);
    if (cached && cached.expiresAt > now) return cached.answer;

    // The promise itself is cached, so a list of covers read at once looks each file up once.
    const entry: Entry = { answer: Promise.resolve(unsized(cover)), expiresAt: Infinity };
    entry.answer = this.lookUp(cover, filename).then(
      ({ image, complete }) => {
        if (!complete) entry.expiresAt = Date.now() + RECHECK_MS;
        return image;
      },
      (error: unknown) => {
        this.logger.warn(`Cover ${cover} not measured: ${error instanceof Error ? error.message : String(error)}`);
        entry.expiresAt = Date.now() + RECHECK_MS;
        return unsized(cover);
      },
    );
    this.cache.set(cover, entry);
    return entry.answer;
  }

  private async lookUp(cover: string, filename: string): Promise<Lookup> {
    const bytes = await this.storage.read(filename);
    if (!bytes) return { image: unsized(cover), complete: false };
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!width || !height) return { image: unsized(cover), complete: true };

    const expected = widthsFor(width);
    const found = await Promise.all(expected.map((w) => this.storage.exists(variantName(filename, w))));
    const present = expected.filter((_, index) => found[index]);
    const srcset =
      present.length > 0 ? [...present.map((w) => `${this.storage.urlOf(variantName(filename, w))} ${w}w`), `${cover} ${width}w`].join(', ') : null;
    return { image: { src: cover, width, height, srcset }, complete: present.length === expected.length };
  }
}

/** The stored name behind an '/uploads/<name>.png|jpg' cover; undefined for anything else. */
export function uploadedName(cover: string): string | undefined {
  const prefix = `${UPLOADS_URL_PREFIX}/`;
  if (!cover.startsWith(prefix)) return undefined;
  const name = cover.slice(prefix.length);
  return STORED_NAME.test(name) && isOriginalName(name) ? name : undefined;
}

/** A cover whose size is not known: an external URL, or an upload that cannot be read. */
function unsized(src: string): CoverImage {
  return { src, width: null, height: null, srcset: null };
}
