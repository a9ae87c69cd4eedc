// filename*=charset'language'%XX... (RFC 8187) and filename="quoted" or filename=token (RFC 6266)
const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*([\w!#$%&+^`{}~.-]*)'[^']*'([^;\s]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/** RFC 8187 value: UTF-8 (or ISO-8859-1) bytes written as %XX. */
function decodeExtended(charset: string, value: string): string | null {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(value);
    return value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

const isControl = (character: string) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127;

/** Only the last path segment, without control characters: a header must not choose a folder. */
function safeName(name: string | null): string | null {
  const base = Array.from(name?.split(/[/\\]/).pop() ?? '')
    .filter((character) => !isControl(character))
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name a Content-Disposition header gives (`attachment; filename="leads.csv"`), preferring
 * the RFC 6266 `filename*` form; null when it gives none.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED.exec(header);
  if (extended) {
    const name = safeName(decodeExtended(extended[1], extended[2]));
    if (name) return name;
  }
  const plain = PLAIN.exec(header);
  if (!plain) return null;
  return safeName(plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]);
}

/** How long the browser may take to start reading a saved file before its object URL is released. */
const RELEASE_AFTER_MS = 60_000;

/** Saves a file the page downloaded (a call that needs the bearer token cannot be a plain link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
