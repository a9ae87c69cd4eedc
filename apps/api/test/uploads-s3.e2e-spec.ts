import * as fs from 'node:fs';
import * as path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { API_MESSAGES, REQUEST_MESSAGES, type PublicBlogPost } from '@csec/contracts';
import { uploadsDir } from '../src/uploads/local-image-storage';
import { S3ImageStorage, type S3StorageConfig } from '../src/uploads/s3-image-storage';
import { copyLocalUploads } from '../src/uploads/uploads-copy';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { makePng } from './support/images';
import { startS3Server, type S3Server } from './support/s3-server';

describe('uploads in an S3-compatible bucket (STORAGE_DRIVER=s3, against s3rver)', () => {
  let s3: S3Server;
  let client: S3Client;
  let t: TestApp;
  let token: string;
  let categoryId: number;
  /** The first upload: a 1000 x 500 PNG with 480, 720 and 960 px copies. */
  let first: { url: string; filename: string; variants: { url: string; width: number }[] };

  beforeAll(async () => {
    s3 = await startS3Server();
    client = new S3Client({ ...s3.client, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    t = await startTestApp(s3.env);
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    categoryId = (await t.http.get('/api/categories')).body.data[0].id;
    const res = await t.http
      .post('/api/upload')
      .set(bearer(token))
      .attach('file', await makePng(1000, 500), { filename: 'cover.png', contentType: 'image/png' })
      .expect(201);
    first = res.body;
  });
  afterAll(async () => {
    client?.destroy();
    await t?.close();
    await s3?.stop();
  });

  const object = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { ...answer, bytes: Buffer.from(await answer.Body!.transformToByteArray()) };
  };
  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((entry) => entry.Key);
  const bucketStorage = () => new S3ImageStorage(t.config.storage as S3StorageConfig);

  it('stores an upload and its WebP copies in the bucket, and nothing in DATA_DIR/uploads', async () => {
    const name = first.filename.replace(/\.png$/, '');
    expect(first.url).toBe(`/uploads/${first.filename}`);
    expect(first.variants).toEqual([480, 720, 960].map((width) => ({ url: `/uploads/${name}-${width}.webp`, width })));
    expect(await keys()).toEqual(expect.arrayContaining([first.filename, `${name}-480.webp`, `${name}-720.webp`, `${name}-960.webp`]));

    const original = await object(first.filename);
    expect(original.ContentType).toBe('image/png');
    expect(original.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await sharp(original.bytes).metadata()).width).toBe(1000);
    // The bytes the API answers are the bucket's, as the SDK reads them.
    const served = await t.http.get(first.url).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, original.bytes)).toBe(0);

    const copy = await object(`${name}-480.webp`);
    expect(copy.ContentType).toBe('image/webp');
    expect((await sharp(copy.bytes).metadata()).width).toBe(480);
    expect(fs.existsSync(uploadsDir(t.config))).toBe(false);
  });

  it('serves /uploads/<name> from the bucket with the headers local files get, and 304 for a current copy', async () => {
    const { ContentLength, ETag } = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: first.filename }));
    const res = await t.http.get(first.url).buffer(true).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(ContentLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: ETag,
    });
    expect(new Date(res.headers['last-modified']).getTime()).not.toBeNaN();
    const webp = await t.http.get(first.variants[0].url).buffer(true).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.body as Buffer).metadata()).format).toBe('webp');

    const again = await t.http.get(first.url).set('If-None-Match', ETag!).expect(304);
    expect(again.headers.etag).toBe(ETag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.http.head(first.url).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBe((await object(first.filename)).bytes.length);
    expect(res.text ?? '').toBe('');
  });

  it('answers a missing or impossible name 404 and other methods 405, in the failure shape', async () => {
    for (const url of ['/uploads/00000000-0000-0000-0000-000000000000.png', '/uploads/..%2Fcsec.sqlite', '/uploads/a/b.png', '/uploads/']) {
      const res = await t.http.get(url);
      expect([url, res.status]).toEqual([url, 404]);
      // As express.static answers a missing local file.
      expect(res.body).toEqual({ status: 'Failed', error: true, code: 'not_found', message: 'Not Found' });
    }
    await t.http.head('/uploads/missing.png').expect(404);
    const res = await t.http.delete(first.url).expect(405);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'request.read_only', message: REQUEST_MESSAGES.readOnly });
  });

  it("describes a post's cover from the bucket: its size and a srcset of the copies", async () => {
    const created = await t.http
      .post('/api/blogs')
      .set(bearer(token))
      .send({ title: 'Cover in a bucket', categoryId, cover: first.url, content: '<p>x</p>' })
      .expect(201);
    await t.http.post(`/api/blogs/${created.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    const post = (await t.http.get(`/api/blogs/publish/${created.body.blogSlug}`).expect(200)).body.data[0] as PublicBlogPost;
    const name = first.filename.replace(/\.png$/, '');
    expect(post.coverImage).toEqual({
      src: first.url,
      width: 1000,
      height: 500,
      srcset: `/uploads/${name}-480.webp 480w, /uploads/${name}-720.webp 720w, /uploads/${name}-960.webp 960w, ${first.url} 1000w`,
    });
  });

  it('redirects /uploads/<name> to S3_PUBLIC_URL when it is set, without asking the bucket', async () => {
    const cdn = await startTestApp({ S3_PUBLIC_URL: 'https://cdn.example.com/csec/' }, t);
    try {
      const res = await cdn.http.get(first.url).expect(301);
      expect(res.headers.location).toBe(`https://cdn.example.com/csec/${first.filename}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      await cdn.http.head(first.url).expect(301);
      // Only names that can be stored are sent on.
      await cdn.http.get('/uploads/..%2Fcsec.sqlite').expect(404);
    } finally {
      await cdn.stop();
    }
  });

  it('uploads:to-s3 copies the local uploads once: a second run copies nothing', async () => {
    const dir = uploadsDir(t.config);
    fs.mkdirSync(dir, { recursive: true });
    const local = {
      'old-cover.png': await makePng(600, 300),
      'old-cover-480.webp': await sharp(await makePng(480, 240))
        .webp()
        .toBuffer(),
    };
    for (const [name, bytes] of Object.entries(local)) fs.writeFileSync(path.join(dir, name), bytes);
    // A half-written copy left by a crash is no upload.
    fs.writeFileSync(path.join(dir, 'old-cover-720.webp.partial-1234'), 'half');

    const storage = bucketStorage();
    try {
      expect(await copyLocalUploads(dir, storage)).toEqual({ files: 2, copied: 2, replaced: 0, present: 0, failures: [] });
      expect(await copyLocalUploads(dir, storage)).toEqual({ files: 2, copied: 0, replaced: 0, present: 2, failures: [] });
    } finally {
      storage.onApplicationShutdown();
    }
    for (const [name, bytes] of Object.entries(local)) {
      const served = await t.http.get(`/uploads/${name}`).buffer(true).expect(200);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
    expect(await keys()).not.toContain('old-cover-720.webp.partial-1234');
  });

  // Paging through a long listing is in s3-image-storage.spec.ts: s3rver cannot answer a truncated
  // ListObjectsV2 on Node 17+ (its continuation tokens use DES, which OpenSSL 3 no longer offers).
  it('lists the stored names with their sizes, leaving out keys that are no stored name', async () => {
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'backups/csec.sqlite', Body: 'not an upload' }));
    const storage = bucketStorage();
    try {
      const sizes = await storage.sizes();
      expect([...sizes.keys()].sort()).toEqual((await keys()).filter((key) => key !== 'backups/csec.sqlite').sort());
      expect(sizes.get(first.filename)).toBe((await object(first.filename)).bytes.length);
    } finally {
      storage.onApplicationShutdown();
    }
  });

  // Last: the bucket's server is gone from here on.
  it('answers 503 in the failure shape while the bucket cannot be reached, and stays up', async () => {
    await s3.stop();
    const res = await t.http.get(first.url).expect(503);
    expect(res.body).toMatchObject({ status: 'Failed', error: true, code: 'service.unavailable', message: API_MESSAGES.unavailable });
    expect(res.headers['retry-after']).toBeDefined();
    await t.http.head(first.url).expect(503);
    await t.http.get('/api/health/live').expect(200);
  });
});
