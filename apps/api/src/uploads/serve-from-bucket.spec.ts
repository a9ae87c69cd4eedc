import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpException, Logger } from '@nestjs/common';
import request from 'supertest';
import { conditionsOf, serveFromBucket, storedNameOf, type BucketReader } from './serve-from-bucket';
import type { ObjectConditions, OpenedObject } from './s3-image-storage';

/** A bucket that answers what the spec says and records how it was asked. */
function bucket(answer: (name: string) => OpenedObject | Error) {
  const calls: { name: string; options: { head?: boolean } & ObjectConditions }[] = [];
  const reader: BucketReader = {
    open: (name, options = {}) => {
      calls.push({ name, options });
      const result = answer(name);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
  };
  return { reader, calls };
}

/** The handler mounted as serve-uploads.ts mounts it; failures answered as the global filter would, status and code. */
function appWith(reader: BucketReader, publicUrl?: string) {
  const app = express();
  app.use('/uploads', serveFromBucket(reader, publicUrl));
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof HttpException)) return next(error);
    res.status(error.getStatus()).json(error.getResponse());
  });
  return app;
}

const found = (bytes: Buffer, head = false): OpenedObject => ({
  status: 'found',
  object: { body: head ? undefined : Readable.from([bytes]), length: bytes.length, etag: '"abc"', lastModified: new Date('2026-01-02T03:04:05Z') },
});

describe('serveFromBucket', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('streams the object with its type by name, length, tags and a year of caching', async () => {
    const { reader, calls } = bucket(() => found(Buffer.from('webp bytes')));
    const res = await request(appWith(reader)).get('/uploads/a-480.webp').buffer(true).expect(200);
    expect((res.body as Buffer).toString()).toBe('webp bytes');
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '10',
      etag: '"abc"',
      'last-modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(calls).toEqual([{ name: 'a-480.webp', options: { head: false } }]);
  });

  it('asks only for the headers on HEAD', async () => {
    const { reader, calls } = bucket(() => found(Buffer.from('png'), true));
    const res = await request(appWith(reader)).head('/uploads/a.png').expect(200);
    expect(res.headers['content-length']).toBe('3');
    expect(calls[0].options.head).toBe(true);
  });

  it("passes the browser's condition on and answers the bucket's 304 with the tag it sent", async () => {
    const { reader, calls } = bucket(() => ({ status: 'not-modified' }));
    const res = await request(appWith(reader)).get('/uploads/a.png').set('If-None-Match', '"abc"').expect(304);
    expect(res.headers.etag).toBe('"abc"');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(calls[0].options).toEqual({ head: false, ifNoneMatch: '"abc"' });
  });

  it('answers 404 for a missing object, and for an impossible name without asking the bucket', async () => {
    const { reader, calls } = bucket(() => ({ status: 'missing' }));
    const missing = await request(appWith(reader)).get('/uploads/gone.png').expect(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
    for (const url of ['/uploads/..%2Fsecret', '/uploads/a/b.png', '/uploads/%E0%A4%A', '/uploads/', '/uploads/.env']) {
      await request(appWith(reader)).get(url).expect(404);
    }
    expect(calls.map((call) => call.name)).toEqual(['gone.png']);
  });

  it('answers 503 when the bucket cannot be read', async () => {
    const { reader } = bucket(() => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }));
    const res = await request(appWith(reader)).get('/uploads/a.png').expect(503);
    expect(res.body).toMatchObject({ code: 'service.unavailable' });
  });

  it('redirects to the public address without asking the bucket when there is one', async () => {
    const { reader, calls } = bucket(() => ({ status: 'missing' }));
    const res = await request(appWith(reader, 'https://cdn.example.com/u')).get('/uploads/a.png').expect(301);
    expect(res.headers.location).toBe('https://cdn.example.com/u/a.png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    await request(appWith(reader, 'https://cdn.example.com/u')).get('/uploads/..%2Fa').expect(404);
    expect(calls).toEqual([]);
  });
});

describe('storedNameOf and conditionsOf', () => {
  it('decodes one path segment and accepts only stored names', () => {
    expect(storedNameOf('/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png')).toBe('5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png');
    expect(storedNameOf('/a%2Db.png')).toBe('a-b.png');
    expect(storedNameOf('/a%2Fb.png')).toBeUndefined();
    expect(storedNameOf('/%')).toBeUndefined();
  });

  it('prefers If-None-Match and ignores a date it cannot read', () => {
    const since = 'Fri, 02 Jan 2026 03:04:05 GMT';
    expect(conditionsOf({ headers: { 'if-none-match': '"x"', 'if-modified-since': since } })).toEqual({ ifNoneMatch: '"x"' });
    expect(conditionsOf({ headers: { 'if-modified-since': since } })).toEqual({ ifModifiedSince: new Date(since) });
    expect(conditionsOf({ headers: { 'if-modified-since': 'yesterday' } })).toEqual({});
  });
});
