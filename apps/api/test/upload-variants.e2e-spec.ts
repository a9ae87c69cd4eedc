import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import type { PublicBlogCard, PublicBlogPost } from '@csec/contracts';
import { LocalImageStorage, uploadsDir } from '../src/uploads/local-image-storage';
import { makeMissingVariants } from '../src/uploads/variants-backfill';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { makePng } from './support/images';

/** WebP is a RIFF file whose form type is 'WEBP'. */
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('responsive covers: WebP copies made at upload', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await startTestApp();
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    categoryId = (await t.http.get('/api/categories')).body.data[0].id;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer) =>
    (await t.http.post('/api/upload').set(bearer(token)).attach('file', bytes, { filename: 'cover.png', contentType: 'image/png' }).expect(201)).body as {
      url: string;
      filename: string;
      variants: { url: string; width: number }[];
    };

  async function publish(title: string, cover: string): Promise<string> {
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(token))
      .send({ title, categoryId, cover, content: `<p>${title}</p>` })
      .expect(201);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    return res.body.blogSlug as string;
  }

  const publicPost = async (slug: string) => (await t.http.get(`/api/blogs/publish/${slug}`).expect(200)).body.data[0] as PublicBlogPost;

  it('writes 480, 720, 960 and 1600 px WebP copies beside a wide original, served as image/webp', async () => {
    const body = await upload(await makePng(2000, 1000));
    const name = body.filename.replace(/\.png$/, '');
    expect(body).toMatchObject({ status: 'Success', url: `/uploads/${body.filename}` });
    expect(body.variants).toEqual([480, 720, 960, 1600].map((width) => ({ url: `/uploads/${name}-${width}.webp`, width })));
    for (const variant of body.variants) {
      const served = await t.http.get(variant.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(isWebp(served.body as Buffer)).toBe(true);
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.width / 2]);
    }
    // The original stays as it was re-encoded.
    expect((await sharp(fs.readFileSync(path.join(uploadsDir(t.config), body.filename))).metadata()).width).toBe(2000);
  });

  it('never upscales: only widths narrower than the original', async () => {
    const medium = await upload(await makePng(1000, 400));
    expect(medium.variants.map((v) => v.width)).toEqual([480, 720, 960]);
    await t.http.get(medium.url.replace(/\.png$/, '-1600.webp')).expect(404);
    const exact = await upload(await makePng(960, 540));
    expect(exact.variants.map((v) => v.width)).toEqual([480, 720]);
    const small = await upload(await makePng(300, 200));
    expect(small.variants).toEqual([]);
  });

  it('gives the public post and card the srcset, the original size and the cover as it was', async () => {
    const body = await upload(await makePng(1800, 900));
    const slug = await publish('Wide cover', body.url);
    const name = body.filename.replace(/\.png$/, '');
    const expected = {
      src: body.url,
      width: 1800,
      height: 900,
      srcset: `/uploads/${name}-480.webp 480w, /uploads/${name}-720.webp 720w, /uploads/${name}-960.webp 960w, /uploads/${name}-1600.webp 1600w, ${body.url} 1800w`,
    };
    const post = await publicPost(slug);
    expect(post.cover).toBe(body.url);
    expect(post.coverImage).toEqual(expected);
    const list = await t.http.get('/api/blogs/publish').expect(200);
    const card = (list.body.data as PublicBlogCard[]).find((c) => c.slug === slug);
    expect(card?.coverImage).toEqual(expected);
  });

  it('leaves an external cover unsized and without srcset', async () => {
    const slug = await publish('External cover', 'https://images.example.com/cover.jpg');
    expect((await publicPost(slug)).coverImage).toEqual({ src: 'https://images.example.com/cover.jpg', width: null, height: null, srcset: null });
  });

  it('images:variants makes the copies older uploads lack, once', async () => {
    const body = await upload(await makePng(1200, 600));
    const dir = uploadsDir(t.config);
    // An upload from before copies existed: only the original is on disk.
    for (const variant of body.variants) fs.rmSync(path.join(dir, path.basename(variant.url)));
    const storage = new LocalImageStorage(t.config);
    const first = await makeMissingVariants(storage);
    expect(first.made).toBe(3);
    expect(first.failures).toEqual([]);
    for (const variant of body.variants) expect(isWebp(fs.readFileSync(path.join(dir, path.basename(variant.url))))).toBe(true);
    const second = await makeMissingVariants(storage);
    expect([second.made, second.complete, second.images]).toEqual([0, first.images, first.images]);
    // No half-written file is ever left behind.
    expect(fs.readdirSync(dir).filter((file) => file.includes('.partial-'))).toEqual([]);

    const slug = await publish('Old upload', body.url);
    expect((await publicPost(slug)).coverImage?.srcset).toContain('-960.webp 960w');
  });
});
