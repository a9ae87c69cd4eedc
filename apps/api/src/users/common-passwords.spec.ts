import commonPasswords from './common-passwords.json';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords, lower-cased and without repeats', () => {
    expect(commonPasswords).toHaveLength(10_000);
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(commonPasswords.every((p) => typeof p === 'string' && p.length > 0 && p === p.toLowerCase())).toBe(true);
    // most common first, as the source ranks them
    expect(commonPasswords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('finds a listed password in any case', () => {
    for (const p of ['password123', 'PASSWORD123', 'PassWord123', 'iloveyou', 'ILoveYou', 'qwertyuiop']) {
      expect(isCommonPassword(p)).toBe(true);
    }
  });

  it('lets a rare password through, and does not match on a part of one', () => {
    for (const p of ['correct horse battery', 'password-123', 'Tr0ub4dor&3x!', 'password123!', ' password123', '']) {
      expect(isCommonPassword(p)).toBe(false);
    }
  });
});
