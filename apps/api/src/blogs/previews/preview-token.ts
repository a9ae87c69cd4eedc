import * as crypto from 'node:crypto';

/** 32 random bytes: 256 bits, far past guessing, so the page needs no throttle against tries. */
const TOKEN_BYTES = 32;
/** 32 bytes in base64url, unpadded: 43 characters of A-Z a-z 0-9 - _. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newPreviewToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored and looked up: the hex SHA-256 of the token. */
export function hashPreviewToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Whether `token` could be one we made; anything else is refused without asking the database. */
export function isPreviewTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
