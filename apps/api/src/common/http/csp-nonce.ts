import * as crypto from 'node:crypto';
import * as zlib from 'node:zlib';

/** 16 random bytes, base64url: 22 characters, all allowed in a CSP nonce and an HTML attribute. */
export const NONCE_LENGTH = 22;
const NONCE_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** Random bytes drawn 256 nonces at a time: one draw per response would cost more than the rest of the nonce work. */
const pool = Buffer.alloc(16 * 256);
let drawn = pool.length;

export function newNonce(): string {
  if (drawn === pool.length) {
    crypto.randomFillSync(pool);
    drawn = 0;
  }
  drawn += 16;
  return pool.toString('base64url', drawn - 16, drawn);
}

export function isNonce(value: string): boolean {
  return NONCE_SHAPE.test(value);
}

/**
 * What pages are built with where the response's nonce goes (`<script nonce="...">`): HTML made once
 * and cached is served to many visitors, each response with a nonce of its own written over it.
 * Drawn at random when the process starts, so no post, page or visitor can know it and get their
 * own text turned into a valid nonce; it has the nonce's length, so it is overwritten in place.
 */
export const NONCE_PLACEHOLDER = newNonce();
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/** Where the placeholder stands in `body` (byte offsets), in order. */
export function placeholderOffsets(body: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(PLACEHOLDER_BYTES); at !== -1; at = body.indexOf(PLACEHOLDER_BYTES, at + NONCE_LENGTH)) {
    offsets.push(at);
  }
  return offsets;
}

/** A copy of `template` with `nonce` written at each offset. */
export function withNonce(template: Buffer, offsets: readonly number[], nonce: string): Buffer {
  return Buffer.concat(nonceChunks(template, offsets, nonce));
}

/**
 * `template` with `nonce` at each offset, as the pieces to write one after another: views of the
 * template between the nonce's bytes, so a response costs no copy of the page. A copy per response
 * (a 60-70 KB page at thousands of answers a second) had the garbage collector take about a third
 * of the server's time on cached pages.
 */
export function nonceChunks(template: Buffer, offsets: readonly number[], nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const chunks: Buffer[] = [];
  let from = 0;
  for (const at of offsets) {
    chunks.push(template.subarray(from, at), nonceBytes);
    from = at + NONCE_LENGTH;
  }
  chunks.push(template.subarray(from));
  return chunks;
}

/**
 * A body compressed once, in which each response's nonce is written without compressing again:
 * a gzip member whose deflate stream is the text between placeholders compressed on its own,
 * each placeholder sitting in a stored (uncompressed) block of its own. Per response only the
 * nonce bytes and the CRC-32 trailer change. Gzip, not Brotli: Brotli has stored blocks too, but
 * its later blocks may copy from earlier ones (and from its built-in dictionary by distance), so
 * its compressed bytes cannot stay valid when bytes before them change.
 */
export interface NonceGzip {
  /** The member with the placeholder in each slot and a zero CRC. */
  template: Buffer;
  /** Byte offsets of the placeholders in `template`. */
  slots: number[];
  /**
   * The CRC-32 of each stretch of text between placeholders, and the operator that appends a CRC
   * after it (crc32Combine), so a response's CRC is computed from these and its nonce alone.
   */
  segments: { crc: number; append: number }[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** Deflate's window: how far back a later segment may copy from. */
const WINDOW = 32 * 1024;

export function nonceGzip(body: Buffer, offsets: readonly number[]): NonceGzip {
  const parts: Buffer[] = [GZIP_HEADER];
  let length = GZIP_HEADER.length;
  const slots: number[] = [];
  // Each segment is compressed with the text before it as its dictionary, so it may copy from it (as a
  // whole-body deflate would), except from a nonce's bytes, which differ per response: in the dictionary
  // they are NUL bytes, and a copy can never match them while the text has no NUL. A body with one is
  // compressed without dictionaries: a little larger, never wrong.
  const history = body.includes(0) ? undefined : withNonce(body, offsets, '\0'.repeat(NONCE_LENGTH));
  const segment = (from: number, to: number, options: zlib.ZlibOptions) =>
    zlib.deflateRawSync(body.subarray(from, to), {
      level: 6,
      ...options,
      ...(history && from > 0 ? { dictionary: history.subarray(Math.max(0, from - WINDOW), from) } : {}),
    });
  let from = 0;
  for (const at of offsets) {
    // A sync flush ends the segment on a byte boundary with no final block, so what follows can be appended.
    const compressed = segment(from, at, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const stored = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), padding to the byte; then LEN and its one's complement, little-endian.
    stored.writeUInt16LE(NONCE_LENGTH, 1);
    stored.writeUInt16LE(~NONCE_LENGTH & 0xffff, 3);
    parts.push(compressed, stored, PLACEHOLDER_BYTES);
    length += compressed.length + stored.length;
    slots.push(length);
    length += NONCE_LENGTH;
    from = at + NONCE_LENGTH;
  }
  parts.push(segment(from, body.length, {}));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(body.length >>> 0, 4);
  parts.push(trailer);
  const bounds = [0, ...offsets.map((at) => at + NONCE_LENGTH)];
  const ends = [...offsets, body.length];
  const segments = bounds.map((start, i) => ({ crc: zlib.crc32(body.subarray(start, ends[i])), append: appendOperator(ends[i] - start) }));
  return { template: Buffer.concat(parts), slots, segments };
}

/** The gzip member of the page with `nonce` in every slot, as pieces to write (nonceChunks()): the template's, then a trailer with the CRC-32. */
export function gzipWithNonce(gzip: NonceGzip, nonce: string): Buffer[] {
  const trailer = Buffer.from(gzip.template.subarray(gzip.template.length - 8));
  const nonceCrc = zlib.crc32(nonce);
  let crc = gzip.segments[0].crc;
  for (const segment of gzip.segments.slice(1)) {
    crc = crc32Append(crc32Append(crc, nonceCrc, NONCE_APPEND), segment.crc, segment.append);
  }
  trailer.writeUInt32LE(crc, 0);
  return [...nonceChunks(gzip.template.subarray(0, gzip.template.length - 8), gzip.slots, nonce), trailer];
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine does it: crc(A + B)
 * is crc(A) times x^(8 * length of B) modulo the CRC polynomial, plus crc(B). Each stretch of text
 * has a fixed length, so its operator is computed once, when the page is stored.
 */
const POLY = 0xedb88320;

/** a * b modulo the polynomial, in the reflected bit order CRC-32 uses. */
function multModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
for (let p = 0x40000000, k = 0; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(8 * bytes) modulo the polynomial: appends a CRC of that many bytes. */
function appendOperator(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multModP(X2N[k & 31], p);
  }
  return p;
}

function crc32Append(crc: number, next: number, operator: number): number {
  return (multModP(operator, crc) ^ next) >>> 0;
}

const NONCE_APPEND = appendOperator(NONCE_LENGTH);
