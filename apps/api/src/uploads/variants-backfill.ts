import type { ImageStorage } from './image-storage';
import { imageWidth, isOriginalName, storeVariants, variantName, widthsFor } from './image-variants';

export interface BackfillTally {
  /** originals found */
  images: number;
  /** copies written by this run */
  made: number;
  /** originals that already had every copy they should have */
  complete: number;
  failures: { name: string; message: string }[];
}

/**
 * Makes the WebP copies every stored original should have and lacks (uploads from before
 * copies were made). Copies already there are kept: running it again writes nothing.
 */
export async function makeMissingVariants(storage: ImageStorage): Promise<BackfillTally> {
  const names = await storage.list();
  const present = new Set(names);
  const tally: BackfillTally = { images: 0, made: 0, complete: 0, failures: [] };
  for (const name of names.filter(isOriginalName)) {
    tally.images++;
    try {
      const bytes = await storage.read(name);
      if (!bytes) continue; // removed since the listing
      const missing = widthsFor((await imageWidth(bytes)) ?? 0).filter((width) => !present.has(variantName(name, width)));
      if (missing.length === 0) tally.complete++;
      else tally.made += (await storeVariants(storage, name, bytes, missing)).length;
    } catch (error) {
      tally.failures.push({ name, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return tally;
}
