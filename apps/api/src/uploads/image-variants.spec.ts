import sharp from 'sharp';
import { isOriginalName, makeVariant, storeVariants, variantName, widthsFor } from './image-variants';
import { MemoryImageStorage } from './memory-image-storage';
import { makeMissingVariants } from './variants-backfill';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b1f3a' } })
    .png()
    .toBuffer();

describe('image variants', () => {
  it('are named after the original without its extension', () => {
    expect(variantName('5f0c6c1e-8d4b.png', 480)).toBe('5f0c6c1e-8d4b-480.webp');
    expect([isOriginalName('a.png'), isOriginalName('a.jpg'), isOriginalName('a-480.webp')]).toEqual([true, true, false]);
  });

  it('never upscale: only widths narrower than the original', () => {
    expect(widthsFor(2000)).toEqual([480, 720, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 720, 960]);
    expect(widthsFor(481)).toEqual([480]);
    expect(widthsFor(480)).toEqual([]);
  });

  it('are WebP at the width asked, keeping the aspect ratio', async () => {
    const meta = await sharp(await makeVariant(await png(1000, 500), 480)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
  });

  it('are stored beside the original, narrowest first', async () => {
    const storage = new MemoryImageStorage();
    const variants = await storeVariants(storage, 'cover.png', await png(1700, 900));
    expect(variants).toEqual([
      { url: '/uploads/cover-480.webp', width: 480 },
      { url: '/uploads/cover-720.webp', width: 720 },
      { url: '/uploads/cover-960.webp', width: 960 },
      { url: '/uploads/cover-1600.webp', width: 1600 },
    ]);
    expect([...storage.files.keys()].sort()).toEqual(['cover-1600.webp', 'cover-480.webp', 'cover-720.webp', 'cover-960.webp']);
  });
});

describe('makeMissingVariants', () => {
  it('makes only the copies an original lacks, and nothing on a second run', async () => {
    const storage = new MemoryImageStorage();
    storage.files.set('old.png', await png(1000, 500));
    storage.files.set('old-480.webp', Buffer.from('kept'));
    storage.files.set(
      'small.jpg',
      await sharp(await png(200, 100))
        .jpeg()
        .toBuffer(),
    );
    expect(await makeMissingVariants(storage)).toEqual({ images: 2, made: 2, complete: 1, failures: [] });
    expect(storage.files.get('old-480.webp')?.toString()).toBe('kept');
    expect((await sharp(storage.files.get('old-960.webp')).metadata()).width).toBe(960);
    expect(await makeMissingVariants(storage)).toEqual({ images: 2, made: 0, complete: 2, failures: [] });
  });
});
