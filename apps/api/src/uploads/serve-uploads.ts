import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REQUEST_MESSAGES } from '@csec/contracts';
import type { AppConfig } from '../config/app-config';
import type { FailureBody } from '../common/http/failure-body';
import { ImageStorage, UPLOADS_URL_PREFIX } from './image-storage';
import { uploadsDir } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';
import { serveFromBucket } from './serve-from-bucket';

/**
 * Serves the stored images at /uploads, whichever the driver: the URLs stored in posts never change
 * with it. They are read-only there, and other methods get the failure shape.
 *
 * Local files stay with express.static rather than behind one interface with the bucket: it answers
 * ranges, conditional requests and errors from the file system as it always has, and reading a bucket
 * is another job (S3's metadata, its 304s, a server that may be down), done by serve-from-bucket.ts.
 */
export function serveUploads(app: NestExpressApplication, config: AppConfig): void {
  app.use(UPLOADS_URL_PREFIX, (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const body: FailureBody = { status: 'Failed', error: true, code: 'request.read_only', message: REQUEST_MESSAGES.readOnly };
    res.status(405).setHeader('Allow', 'GET, HEAD');
    res.json(body);
  });
  if (config.storage.driver === 's3') {
    const storage = app.get(ImageStorage);
    if (!(storage instanceof S3ImageStorage)) throw new Error('STORAGE_DRIVER is s3, but the ImageStorage provided is not the bucket');
    app.use(UPLOADS_URL_PREFIX, serveFromBucket(storage, config.storage.publicUrl));
    return;
  }
  app.useStaticAssets(uploadsDir(config), {
    prefix: `${UPLOADS_URL_PREFIX}/`,
    index: false,
    fallthrough: false,
    // Names are random and never reused, so a stored image never changes.
    immutable: true,
    maxAge: '365d',
    setHeaders: (res: Response) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
