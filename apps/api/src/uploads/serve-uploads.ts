import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REQUEST_MESSAGES } from '@csec/contracts';
import type { AppConfig } from '../config/app-config';
import type { FailureBody } from '../common/http/failure-body';
import { UPLOADS_URL_PREFIX } from './image-storage';
import { uploadsDir } from './local-image-storage';

/** Serves the stored images at /uploads; they are read-only there, and other methods get the failure shape. */
export function serveUploads(app: NestExpressApplication, config: AppConfig): void {
  app.use(UPLOADS_URL_PREFIX, (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const body: FailureBody = { status: 'Failed', error: true, code: 'request.read_only', message: REQUEST_MESSAGES.readOnly };
    res.status(405).setHeader('Allow', 'GET, HEAD');
    res.json(body);
  });
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
