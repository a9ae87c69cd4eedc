import 'reflect-metadata';
import { loadConfig } from '../config/load-config';
import { describeStorage } from './image-storage-driver';
import { uploadsDir } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';
import { copyLocalUploads } from './uploads-copy';
import { runCommand } from '../common/run-command';

/**
 * npm run uploads:to-s3 (after npm run build:api), with the settings the server will run with
 * (STORAGE_DRIVER=s3, S3_*): copies the files in DATA_DIR/uploads to the bucket, so the URLs stored
 * in posts keep working once the server reads from it. Safe to run again, and beside the running
 * server: what is already in the bucket is skipped.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error('uploads:to-s3 copies DATA_DIR/uploads to the bucket the S3_* settings name: set STORAGE_DRIVER=s3 and those settings first.');
    return 2;
  }
  const storage = new S3ImageStorage(config.storage);
  const dir = uploadsDir(config);
  const tally = await copyLocalUploads(dir, storage);
  storage.onApplicationShutdown();
  for (const failure of tally.failures) console.error(`${failure.name}: ${failure.message}`);
  console.log(
    `${dir} -> ${describeStorage(config)}: ${tally.files} files, ${tally.copied} copied, ${tally.replaced} replaced (another size was there), ` +
      `${tally.present} already there, ${tally.failures.length} failed.`,
  );
  return tally.failures.length > 0 ? 1 : 0;
}

runCommand(main);
