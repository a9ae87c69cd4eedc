import * as path from 'node:path';
import sharp from 'sharp';
import type { ImageVariant } from '../common/views/api-views';
import { MAX_PIXELS } from './image-processor';
import type { ImageStorage } from './image-storage';

/**
 * Widths of the smaller WebP copies: a phone at 1x; a phone's full-width card or cover at 1.75-2x (720: a
 * 364 px card on a 412 px phone at 1.75x needs 637 px, and took the 960 px copy, half again the bytes, before
 * there was one); a tablet or a desktop card at 2x; a wide hero at 2x.
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;

const WEBP_QUALITY = 78;
/** Names of stored originals: the formats an upload is re-encoded to. */
const ORIGINAL_NAME = /^(.+)\.(png|jpg)$/;

export function variantName(original: string, width: number): string {
  return `${path.parse(original).name}-${width}.webp`;
}

/** An upload's re-encoded original, as opposed to one of its WebP copies. */
export function isOriginalName(filename: string): boolean {
  return ORIGINAL_NAME.test(filename);
}

/** The variant widths an image this wide gets: only narrower ones, never an upscale. */
export function widthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth);
}

/** The pixel width of an image, or undefined when it has none. */
export async function imageWidth(bytes: Buffer): Promise<number | undefined> {
  return (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).width || undefined;
}

/** A WebP copy of an image (already re-encoded and upright) `width` pixels wide. */
export function makeVariant(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_PIXELS }).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * Makes and stores WebP copies of the stored original `filename`: at `widths`, or by default
 * at every variant width narrower than it. Answers them narrowest first.
 */
export async function storeVariants(storage: ImageStorage, filename: string, original: Buffer, widths?: readonly number[]): Promise<ImageVariant[]> {
  const targets = widths ?? widthsFor((await imageWidth(original)) ?? 0);
  const stored: ImageVariant[] = [];
  // One at a time: libvips already spreads each resize over every core.
  for (const width of [...targets].sort((a, b) => a - b)) {
    const { url } = await storage.saveDerived(variantName(filename, width), await makeVariant(original, width));
    stored.push({ url, width });
  }
  return stored;
}
