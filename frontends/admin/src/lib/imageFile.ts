import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, VALIDATION } from '@csec/contracts';

/**
 * The client-side check before any upload (cover and editor images): the spec's text, the same the
 * API answers with (useImageUpload says it in the dashboard's language), or null when the file may go.
 */
export function imageFileError(file: Pick<File, 'name' | 'size'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return VALIDATION.uploadFormat;
  if (file.size >= UPLOAD_MAX_BYTES) return VALIDATION.uploadSize;
  return null;
}

export const IMAGE_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');
