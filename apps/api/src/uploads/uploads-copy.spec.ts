import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { copyLocalUploads, type CopyTarget } from './uploads-copy';

/** A bucket in memory: what copyLocalUploads reads of it and writes to it. */
class MemoryBucket implements CopyTarget {
  readonly files = new Map<string, Buffer>();
  failOn = new Set<string>();
  puts = 0;

  sizes(): Promise<Map<string, number>> {
    return Promise.resolve(new Map([...this.files].map(([name, bytes]) => [name, bytes.length])));
  }

  saveDerived(filename: string, bytes: Buffer) {
    this.puts++;
    if (this.failOn.has(filename)) return Promise.reject(new Error('Access Denied'));
    this.files.set(filename, bytes);
    return Promise.resolve({ url: `/uploads/${filename}`, filename });
  }
}

describe('copyLocalUploads', () => {
  let dir: string;
  let bucket: MemoryBucket;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-copy-'));
    bucket = new MemoryBucket();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

  it('copies every stored file under its name, then nothing on a second run', async () => {
    for (let i = 0; i < 7; i++) write(`image${i}.png`, `png ${i}`);
    write('image0-480.webp', 'webp');
    expect(await copyLocalUploads(dir, bucket)).toEqual({ files: 8, copied: 8, replaced: 0, present: 0, failures: [] });
    expect(bucket.files.get('image3.png')?.toString()).toBe('png 3');
    expect(bucket.files.get('image0-480.webp')?.toString()).toBe('webp');

    bucket.puts = 0;
    expect(await copyLocalUploads(dir, bucket)).toEqual({ files: 8, copied: 0, replaced: 0, present: 8, failures: [] });
    expect(bucket.puts).toBe(0);
  });

  it('copies again a file the bucket holds with another size, and keeps one of the same size', async () => {
    write('a.png', 'the whole image');
    write('b.png', 'same size');
    bucket.files.set('a.png', Buffer.from('half'));
    bucket.files.set('b.png', Buffer.from('SAME SIZE'));
    expect(await copyLocalUploads(dir, bucket)).toEqual({ files: 2, copied: 0, replaced: 1, present: 1, failures: [] });
    expect(bucket.files.get('a.png')?.toString()).toBe('the whole image');
    expect(bucket.files.get('b.png')?.toString()).toBe('SAME SIZE');
  });

  it('leaves out half-written files, folders and names that are no stored name', async () => {
    write('a.png', 'a');
    write('a-480.webp.partial-0b8f3c1e', 'half');
    write('.hidden.png', 'x');
    write('two words.png', 'x');
    fs.mkdirSync(path.join(dir, 'folder.png'));
    expect(await copyLocalUploads(dir, bucket)).toMatchObject({ files: 1, copied: 1 });
    expect([...bucket.files.keys()]).toEqual(['a.png']);
  });

  it('counts the files it could not copy and goes on with the others', async () => {
    write('a.png', 'a');
    write('b.png', 'b');
    bucket.failOn.add('a.png');
    expect(await copyLocalUploads(dir, bucket)).toEqual({
      files: 2,
      copied: 1,
      replaced: 0,
      present: 0,
      failures: [{ name: 'a.png', message: 'Access Denied' }],
    });
  });

  it('finds nothing to copy when there is no uploads folder', async () => {
    expect(await copyLocalUploads(path.join(dir, 'uploads'), bucket)).toEqual({ files: 0, copied: 0, replaced: 0, present: 0, failures: [] });
  });
});
