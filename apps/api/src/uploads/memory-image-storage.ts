import { ImageStorage, StoredImage } from './image-storage';

/** An ImageStorage in memory, for specs: counts its reads so caching can be checked. */
export class MemoryImageStorage extends ImageStorage {
  readonly files = new Map<string, Buffer>();
  reads = 0;
  private next = 0;

  async save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<StoredImage> {
    return this.saveDerived(`image${++this.next}.${extension}`, bytes);
  }

  saveDerived(filename: string, bytes: Buffer): Promise<StoredImage> {
    this.files.set(filename, bytes);
    return Promise.resolve({ url: this.urlOf(filename), filename });
  }

  read(filename: string): Promise<Buffer | undefined> {
    this.reads++;
    return Promise.resolve(this.files.get(filename));
  }

  exists(filename: string): Promise<boolean> {
    return Promise.resolve(this.files.has(filename));
  }

  list(): Promise<string[]> {
    return Promise.resolve([...this.files.keys()]);
  }
}
