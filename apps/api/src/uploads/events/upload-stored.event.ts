import type { ImageKind } from '../image-processor';

/** A staff member's image was stored under a new name (its smaller copies may still be missing). */
export class UploadStoredEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    /** The stored name, as in its URL. */
    readonly filename: string,
    /** The file's name as the uploader's computer called it. */
    readonly originalName: string,
    readonly kind: ImageKind,
    /** Bytes of the stored (re-encoded) original. */
    readonly bytes: number,
  ) {}
}
