import { Inject, Injectable } from '@nestjs/common';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ImageStorage, UPLOADS_URL_PREFIX } from './image-storage';

export function uploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

@Injectable()
export class LocalImageStorage extends ImageStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async save(bytes: Buffer, extension: 'png' | 'jpg'): Promise<{ url: string; filename: string }> {
    const dir = uploadsDir(this.config);
    await fs.mkdir(dir, { recursive: true });
    const filename = `${crypto.randomUUID()}.${extension}`;
    // 'wx': a name is never reused, so a stored file never changes (it is served as immutable).
    await fs.writeFile(path.join(dir, filename), bytes, { flag: 'wx' });
    return { url: `${UPLOADS_URL_PREFIX}/${filename}`, filename };
  }
}
