/** Where uploaded images go. Local disk today; an S3-compatible store can implement the same. */
export abstract class ImageStorage {
  /** Stores the bytes under a new random name; answers the public URL and the name. */
  abstract save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<{ url: string; filename: string }>;
}

export const UPLOADS_URL_PREFIX = '/uploads';
