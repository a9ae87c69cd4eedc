import { HttpException, HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { UPLOAD_MESSAGES, VALIDATION } from '@csec/contracts';
import { coded } from '../common/http/coded';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** Refuses decompression bombs: 40 megapixels is far above any cover or inline image. */
export const MAX_PIXELS = 40_000_000;

export type ImageKind = 'png' | 'jpg';

/** The type comes from the bytes, never from the file's name or the client's Content-Type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpg';
  return null;
}

/**
 * Decodes and re-encodes the image: a file that only starts like an image fails here, and
 * nothing but pixels survives (EXIF, GPS, comments and trailing bytes are dropped).
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpException(coded('upload.unsupported_format', VALIDATION.uploadFormat), HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  try {
    // rotate() applies the EXIF orientation before the metadata that carries it is dropped.
    const pipeline = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).rotate();
    const out = kind === 'png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { bytes: out, kind };
  } catch {
    throw new HttpException(coded('upload.unreadable', UPLOAD_MESSAGES.unreadable), HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}
