import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { CoverImagesService, RECHECK_MS, uploadedName } from './cover-images.service';
import { MemoryImageStorage } from './memory-image-storage';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b1f3a' } })
    .png()
    .toBuffer();

describe('CoverImagesService', () => {
  let storage: MemoryImageStorage;
  let covers: CoverImagesService;
  beforeEach(() => {
    storage = new MemoryImageStorage();
    covers = new CoverImagesService(storage);
  });
  afterEach(() => jest.restoreAllMocks());

  // No 720 px copy: uploads from before it existed are drawn from the copies they have.
  it('lists the WebP copies and the original with their widths, and the original size', async () => {
    storage.files.set('a.jpg', await png(1200, 675));
    storage.files.set('a-480.webp', Buffer.from('x'));
    storage.files.set('a-960.webp', Buffer.from('x'));
    expect(await covers.describe('/uploads/a.jpg')).toEqual({
      src: '/uploads/a.jpg',
      width: 1200,
      height: 675,
      srcset: '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w, /uploads/a.jpg 1200w',
    });
  });

  it('reads a file once, however often and however concurrently it is asked', async () => {
    storage.files.set('a.png', await png(600, 400));
    await Promise.all([covers.describe('/uploads/a.png'), covers.describe('/uploads/a.png')]);
    await covers.describe('/uploads/a.png');
    expect(storage.reads).toBe(1);
  });

  it('gives the size but no srcset to an upload without copies, and looks again later', async () => {
    storage.files.set('old.png', await png(1000, 500));
    const now = Date.now();
    expect(await covers.describe('/uploads/old.png', now)).toEqual({ src: '/uploads/old.png', width: 1000, height: 500, srcset: null });
    storage.files.set('old-480.webp', Buffer.from('x'));
    storage.files.set('old-960.webp', Buffer.from('x'));
    expect((await covers.describe('/uploads/old.png', now + 1000))?.srcset).toBeNull();
    expect((await covers.describe('/uploads/old.png', now + RECHECK_MS + 1000))?.srcset).toBe(
      '/uploads/old-480.webp 480w, /uploads/old-960.webp 960w, /uploads/old.png 1000w',
    );
  });

  it('gives no srcset to an image narrower than every copy', async () => {
    storage.files.set('small.png', await png(300, 200));
    expect(await covers.describe('/uploads/small.png')).toEqual({ src: '/uploads/small.png', width: 300, height: 200, srcset: null });
  });

  it('leaves external and missing covers unsized', async () => {
    const unsized = (src: string) => ({ src, width: null, height: null, srcset: null });
    expect(await covers.describe('https://cdn.example.com/x.png')).toEqual(unsized('https://cdn.example.com/x.png'));
    expect(await covers.describe('/uploads/gone.png')).toEqual(unsized('/uploads/gone.png'));
    // The unreadable file is logged; the spec needs no log line.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    storage.files.set('broken.png', Buffer.from('not an image'));
    expect(await covers.describe('/uploads/broken.png')).toEqual(unsized('/uploads/broken.png'));
    expect(await covers.describe(null)).toBeNull();
  });

  it('reads only flat upload names of originals', () => {
    expect(uploadedName('/uploads/5f0c6c1e-8d4b.png')).toBe('5f0c6c1e-8d4b.png');
    for (const cover of ['/uploads/../secret.png', '/uploads/a/b.png', '/uploads/a-480.webp', '/uploads/.png', 'http://x/uploads/a.png']) {
      expect(uploadedName(cover)).toBeUndefined();
    }
  });
});
