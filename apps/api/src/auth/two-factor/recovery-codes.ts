import { createHash, randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@csec/contracts';

/** No 0/o, 1/l/i: a code read off paper is typed right the first time. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten random characters shown as `xxxxx-xxxxx`: log2(31^10) ≈ 50 bits each, and each works once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The stored form: typed case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** A TOTP code is all digits; anything else typed is tried as a recovery code. */
export function looksLikeTotp(code: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR.codeDigits}}$`).test(code.replace(/\s/g, ''));
}
