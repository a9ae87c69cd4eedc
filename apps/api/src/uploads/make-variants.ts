import 'reflect-metadata';
import { loadConfig } from '../config/load-config';
import { LocalImageStorage, uploadsDir } from './local-image-storage';
import { makeMissingVariants } from './variants-backfill';

/**
 * npm run images:variants -w apps/api (after npm run build:api): makes the WebP copies that
 * older uploads in DATA_DIR/uploads lack. Safe to run again, and beside the running server.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const tally = await makeMissingVariants(new LocalImageStorage(config));
  for (const failure of tally.failures) console.error(`${failure.name}: ${failure.message}`);
  console.log(
    `${uploadsDir(config)}: ${tally.images} images, ${tally.made} copies made, ` + `${tally.complete} already complete, ${tally.failures.length} failed.`,
  );
  return tally.failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
