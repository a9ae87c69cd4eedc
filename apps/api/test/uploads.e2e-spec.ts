import sharp from 'sharp';
import { MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, VALIDATION } from '@csec/contracts';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { makeJpegWithGps, makePng } from './support/images';

describe('POST /api/upload and /uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename: string, contentType = 'application/octet-stream') =>
    t.http.post('/api/upload').set(bearer(token)).attach('file', bytes, { filename, contentType });

  it('stores a real PNG under a random name and serves it with nosniff and long caching', async () => {
    const png = await makePng();
    const res = await upload(png, 'my cover.png', 'image/png').expect(201);
    expect(res.body).toMatchObject({ status: 'Success', message: MESSAGES.uploadSuccess });
    expect(res.body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.body.url).toBe(`/uploads/${res.body.filename}`);
    const served = await t.http.get(res.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 8, 6]);
  });

  it('decides the type by the bytes: a JPEG named .png is stored as .jpg', async () => {
    const res = await upload(await makeJpegWithGps(), 'photo.png', 'image/png').expect(201);
    expect(res.body.filename).toMatch(/\.jpg$/);
  });

  it('drops EXIF metadata such as GPS', async () => {
    const original = await makeJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'gps.jpg', 'image/jpeg').expect(201);
    const served = await t.http.get(res.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes(Buffer.from('GPS-1'))).toBe(false);
  });

  it('refuses an HTML file named .png with 415', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png').expect(415);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'upload.unsupported_format', message: VALIDATION.uploadFormat });
  });

  it('refuses an SVG named .png with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>');
    await upload(svg, 'vector.png', 'image/png').expect(415);
  });

  it('refuses a GIF (not an allowed format) with 415', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload(gif, 'anim.gif', 'image/gif').expect(415);
    expect(res.body.message).toBe(VALIDATION.uploadFormat);
  });

  it('refuses a truncated PNG that only starts like an image', async () => {
    const png = await makePng(64, 64);
    const res = await upload(png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'image/png').expect(415);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses 3,000,000 bytes or more with 413', async () => {
    const png = await makePng();
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES - png.length)]);
    expect(big.length).toBe(UPLOAD_MAX_BYTES);
    const res = await upload(big, 'big.png', 'image/png').expect(413);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'upload.too_large', message: VALIDATION.uploadSize });
  });

  it('refuses a body declared far larger than the limit before reading it', async () => {
    const res = await upload(Buffer.alloc(UPLOAD_MAX_BYTES * 2), 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(VALIDATION.uploadSize);
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.http.post('/api/upload').set(bearer(token)).field('other', 'x').expect(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fileRequired);
  });

  it('refuses an upload without a token', async () => {
    await t.http
      .post('/api/upload')
      .attach('file', await makePng(), 'x.png')
      .expect(401);
  });

  it('answers 404 for a missing upload', async () => {
    await t.http.get('/uploads/00000000-0000-0000-0000-000000000000.png').expect(404);
  });
});
