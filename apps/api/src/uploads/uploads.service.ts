import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import type { ImageVariant } from '../common/views/api-views';
import { UploadStoredEvent } from './events/upload-stored.event';
import { reencodeImage } from './image-processor';
import { ImageStorage, type StoredImage } from './image-storage';
import { storeVariants } from './image-variants';

/** Staff uploads: re-encoded, stored under a new name with smaller copies, then announced (upload.stored). */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly storage: ImageStorage,
    private readonly events: EventBus,
  ) {}

  async store(file: { buffer: Buffer; originalname: string }): Promise<StoredImage & { variants: ImageVariant[] }> {
    const image = await reencodeImage(file.buffer);
    const stored = await this.storage.save(image.bytes, image.kind);
    const variants = await this.variantsOf(stored.filename, image.bytes);
    await this.events.emit('upload.stored', new UploadStoredEvent(stored.filename, file.originalname, image.kind, image.bytes.length));
    return { ...stored, variants };
  }

  /** The copies only make pages lighter: the upload still succeeds without them, and images:variants makes them later. */
  private async variantsOf(filename: string, bytes: Buffer): Promise<ImageVariant[]> {
    try {
      return await storeVariants(this.storage, filename, bytes);
    } catch (error) {
      this.logger.warn(`No smaller copies of ${filename}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
