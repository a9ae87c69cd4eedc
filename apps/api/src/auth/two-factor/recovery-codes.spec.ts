import { looksLikeTotp, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces and dashes typed', () => {
    expect(recoveryCodeHash(' AB2CD-EF3GH ')).toBe(recoveryCodeHash('ab2cdef3gh'));
    expect(recoveryCodeHash('ab2cd-ef3gh')).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('ab2cd-ef3gh')).not.toBe(recoveryCodeHash('ab2cd-ef3gj'));
  });

  it('tell a 6-digit TOTP code from a recovery code', () => {
    expect(looksLikeTotp('123456')).toBe(true);
    expect(looksLikeTotp('123 456')).toBe(true);
    expect(looksLikeTotp('12345')).toBe(false);
    expect(looksLikeTotp('ab2cd-ef3gh')).toBe(false);
  });
});
