import 'reflect-metadata';
import { loadConfig } from '../config/load-config';
import { describeStorage, imageStorageFor } from './image-storage-driver';
import { makeMissingVariants } from './variants-backfill';
import { runCommand } from '../common/run-command';

/**
 * npm run images:variants -w apps/api (after npm run build:api): makes the WebP copies that
 * older uploads lack, where STORAGE_DRIVER keeps them (DATA_DIR/uploads or the bucket). Safe to
 * run again, and beside the running server.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const tally = await makeMissingVariants(imageStorageFor(config));
  for (const failure of tally.failures) console.error(`${failure.name}: ${failure.message}`);
  console.log(
    `${describeStorage(config)}: ${tally.images} images, ${tally.made} copies made, ` + `${tally.complete} already complete, ${tally.failures.length} failed.`,
  );
  return tally.failures.length > 0 ? 1 : 0;
}

runCommand(main);
