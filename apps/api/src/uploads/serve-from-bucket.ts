import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { API_MESSAGES } from '@csec/contracts';
import { coded } from '../common/http/coded';
import { STORED_NAME } from './image-storage';
import type { ObjectConditions, OpenedObject, S3ImageStorage } from './s3-image-storage';
import { CACHE_IMMUTABLE } from '../common/http/cache-control';
import { contentTypeOf } from './upload-headers';

/**
 * How long a browser or proxy may keep the redirect to S3_PUBLIC_URL. The redirect is permanent (301):
 * a name always means the same bytes, so the answer never changes while the setting stays, and search
 * engines index the public address. But the setting itself may change (another CDN); a day bounds how
 * long visitors keep going to the old address, where a 301 without it is kept indefinitely.
 */
const REDIRECT_MAX_AGE_SECONDS = 86_400;

export type BucketReader = Pick<S3ImageStorage, 'open'>;

/**
 * Answers GET and HEAD /uploads/<name> from the bucket, with the headers express.static gives local
 * files: the right Content-Type, its length, ETag and Last-Modified, cached for a year as immutable,
 * and 304 when the browser's copy is current. With S3_PUBLIC_URL it redirects there instead and never
 * asks the bucket. A missing or impossible name is 404, a bucket that cannot be read 503, both in the
 * failure shape (the global exception filter, reached through next()). Mount it behind the read-only guard.
 */
export function serveFromBucket(storage: BucketReader, publicUrl: string | undefined): RequestHandler {
  const logger = new Logger('Uploads');
  return (req: Request, res: Response, next: NextFunction) => {
    const name = storedNameOf(req.path);
    if (!name) return next(notFound());
    if (publicUrl) {
      res.setHeader('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`);
      return res.redirect(301, `${publicUrl}/${name}`);
    }
    serve(storage, name, req, res, logger).catch(next);
  };
}

async function serve(storage: BucketReader, name: string, req: Request, res: Response, logger: Logger): Promise<void> {
  let opened: OpenedObject;
  try {
    opened = await storage.open(name, { head: req.method === 'HEAD', ...conditionsOf(req) });
  } catch (error) {
    logger.warn(`The bucket could not be read for ${name}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    throw new ServiceUnavailableException(coded('service.unavailable', API_MESSAGES.unavailable));
  }
  if (opened.status === 'missing') throw notFound();

  res.setHeader('Cache-Control', CACHE_IMMUTABLE);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (opened.status === 'not-modified') {
    // The bucket's 304 reaches the SDK as an error without its headers: the tag the browser sent is the one it has.
    const tag = req.headers['if-none-match'];
    if (tag && tag !== '*' && !tag.includes(',')) res.setHeader('ETag', tag);
    res.status(304).end();
    return;
  }

  const { object } = opened;
  res.status(200).setHeader('Content-Type', contentTypeOf(name));
  if (object.length !== undefined) res.setHeader('Content-Length', String(object.length));
  if (object.etag) res.setHeader('ETag', object.etag);
  if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
  if (!object.body) {
    res.end();
    return;
  }
  try {
    await pipeline(object.body, res);
  } catch (error) {
    // The headers are gone, so no failure body can follow: the connection is closed short of Content-Length,
    // which tells the browser the file is incomplete. A visitor who left early is no news.
    if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.warn(`${name} broke off while it was sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The stored name in '/<name>' (the path below /uploads), or undefined when it cannot be one. */
export function storedNameOf(pathBelowPrefix: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(pathBelowPrefix.slice(1));
  } catch {
    return undefined;
  }
  return STORED_NAME.test(name) ? name : undefined;
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 13.1.3); a date that cannot be read is no condition. */
export function conditionsOf(req: Pick<Request, 'headers'>): ObjectConditions {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return { ifNoneMatch };
  const since = req.headers['if-modified-since'];
  const date = since ? new Date(since) : undefined;
  return date && !Number.isNaN(date.getTime()) ? { ifModifiedSince: date } : {};
}

/** The answer express.static gives a missing local file, word for word: the driver does not show. */
function notFound(): NotFoundException {
  return new NotFoundException(coded('not_found', 'Not Found'));
}
