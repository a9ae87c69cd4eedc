import { hashPreviewToken, isPreviewTokenShape, newPreviewToken } from './preview-token';

describe('preview tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newPreviewToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isPreviewTokenShape(token)).toBe(true);
    }
  });

  it('are stored as their hex SHA-256', () => {
    // echo -n abc | sha256sum
    expect(hashPreviewToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('refuse anything of another shape', () => {
    const token = newPreviewToken();
    expect(isPreviewTokenShape(token.slice(1))).toBe(false);
    expect(isPreviewTokenShape(`${token}A`)).toBe(false);
    expect(isPreviewTokenShape(`${token.slice(1)}=`)).toBe(false);
    expect(isPreviewTokenShape(`${token.slice(1)}/`)).toBe(false);
    expect(isPreviewTokenShape('')).toBe(false);
  });
});
