import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { STORED_NAME } from './image-storage';
import type { S3ImageStorage } from './s3-image-storage';

/** Where the files go: under the same names, beside what is already there (S3ImageStorage). */
export type CopyTarget = Pick<S3ImageStorage, 'sizes' | 'saveDerived'>;

export interface CopyTally {
  /** stored files found in the folder */
  files: number;
  /** copied because the target lacked them */
  copied: number;
  /** copied again because the target's file had another size (an earlier copy that went wrong) */
  replaced: number;
  /** already in the target with the same size: left alone */
  present: number;
  failures: { name: string; message: string }[];
}

/** Files copied at once: a bucket answers each PUT in tens of milliseconds, and a few in flight hide that wait. */
const CONCURRENCY = 4;

/**
 * Copies every stored file of a local uploads folder (originals and WebP copies alike) to the target
 * under its own name, so /uploads/<name> keeps answering once STORAGE_DRIVER is s3. A file the target
 * already holds with the same size is skipped, so running it again copies only what is new or broken;
 * names are never reused, so the same name and size is the same file. Half-written files (.partial-)
 * and anything that is no stored name are left out.
 */
export async function copyLocalUploads(dir: string, target: CopyTarget): Promise<CopyTally> {
  const local = await storedFilesIn(dir);
  const there = await target.sizes();
  const tally: CopyTally = { files: local.length, copied: 0, replaced: 0, present: 0, failures: [] };
  await eachAtMost(CONCURRENCY, local, async ({ name, size }) => {
    const existing = there.get(name);
    if (existing === size) {
      tally.present++;
      return;
    }
    try {
      await target.saveDerived(name, await fs.readFile(path.join(dir, name)));
      if (existing === undefined) tally.copied++;
      else tally.replaced++;
    } catch (error) {
      tally.failures.push({ name, message: error instanceof Error ? error.message : String(error) });
    }
  });
  tally.failures.sort((a, b) => a.name.localeCompare(b.name));
  return tally;
}

async function storedFilesIn(dir: string): Promise<{ name: string; size: number }[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const names = entries.filter((entry) => entry.isFile() && STORED_NAME.test(entry.name)).map((entry) => entry.name);
  return Promise.all(names.sort().map(async (name) => ({ name, size: (await fs.stat(path.join(dir, name))).size })));
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
