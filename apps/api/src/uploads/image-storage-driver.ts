import type { AppConfig } from '../config/app-config';
import type { ImageStorage } from './image-storage';
import { LocalImageStorage, uploadsDir } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';

type StorageSettings = Pick<AppConfig, 'dataDir' | 'storage'>;

/** The storage STORAGE_DRIVER names: the server, images:variants and seed:demo all write through this one. */
export function imageStorageFor(config: StorageSettings): ImageStorage {
  return config.storage.driver === 's3' ? new S3ImageStorage(config.storage) : new LocalImageStorage(config);
}

/** Where that storage keeps the files, for the commands' messages. */
export function describeStorage(config: StorageSettings): string {
  const { storage } = config;
  if (storage.driver === 'local') return uploadsDir(config);
  return `bucket ${storage.bucket} at ${storage.endpoint ?? `AWS S3 (${storage.region})`}`;
}
