import { Inject, Injectable } from '@nestjs/common';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ImageStorage, STORED_NAME, StoredImage } from './image-storage';

export function uploadsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Half-written derived files carry this mark until they are renamed into place. */
const PARTIAL = '.partial-';

@Injectable()
export class LocalImageStorage extends ImageStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'dataDir'>) {
    super();
  }

  async save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<StoredImage> {
    const dir = await this.dir();
    const filename = `${crypto.randomUUID()}.${extension}`;
    // 'wx': a name is never reused, so a stored file never changes (it is served as immutable).
    await fs.writeFile(path.join(dir, filename), bytes, { flag: 'wx' });
    return { url: this.urlOf(filename), filename };
  }

  async saveDerived(filename: string, bytes: Buffer): Promise<StoredImage> {
    const dir = await this.dir();
    const file = this.fileOf(filename);
    // Written aside, then renamed: a page that finds the name never gets half an image.
    const partial = path.join(dir, `${filename}${PARTIAL}${crypto.randomUUID()}`);
    try {
      await fs.writeFile(partial, bytes, { flag: 'wx' });
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return { url: this.urlOf(filename), filename };
  }

  async read(filename: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.fileOf(filename));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(filename: string): Promise<boolean> {
    try {
      return (await fs.stat(this.fileOf(filename))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    try {
      const entries = await fs.readdir(uploadsDir(this.config), { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && STORED_NAME.test(entry.name)).map((entry) => entry.name);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  private async dir(): Promise<string> {
    const dir = uploadsDir(this.config);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  private fileOf(filename: string): string {
    if (!STORED_NAME.test(filename)) throw new Error(`Not a stored image name: ${JSON.stringify(filename)}`);
    return path.join(uploadsDir(this.config), filename);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
