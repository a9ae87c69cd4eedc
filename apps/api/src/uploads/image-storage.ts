export const UPLOADS_URL_PREFIX = '/uploads';

export interface StoredImage {
  url: string;
  filename: string;
}

/**
 * Where uploaded images go: DATA_DIR/uploads (LocalImageStorage) or an S3-compatible bucket (S3ImageStorage), by STORAGE_DRIVER.
 * Names are flat (no folders) and a stored file never changes, so answers about a name can be cached.
 */
export abstract class ImageStorage {
  /** Stores the bytes under a new random name; answers the public URL and the name. */
  abstract save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<StoredImage>;

  /**
   * Stores bytes made from a stored image (a smaller copy) under the name given. Readers see
   * the whole file or none of it, and storing the same name again replaces it.
   */
  abstract saveDerived(filename: string, bytes: Buffer): Promise<StoredImage>;

  /** The stored bytes, or undefined when there is no such file. */
  abstract read(filename: string): Promise<Buffer | undefined>;

  abstract exists(filename: string): Promise<boolean>;

  /** Every stored name (originals and derived copies). */
  abstract list(): Promise<string[]>;

  urlOf(filename: string): string {
    return `${UPLOADS_URL_PREFIX}/${filename}`;
  }
}

/** A name the storage accepts: one path segment of safe characters, never '.' or '..'. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
