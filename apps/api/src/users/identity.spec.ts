import { hasInvisibleOrControl, normalizeEmail, sameUsername, skeleton, trimSpace, USERNAME_KEY_MAX, usernameKey } from './identity';

describe('normalizeEmail', () => {
  it.each([
    ['ADMIN1@X.TEST', 'admin1@x.test'],
    ['  admin1@x.test\n', 'admin1@x.test'],
    ['ａdmin1@x.test', 'admin1@x.test'], // full-width a
    ['ＡＤＭＩＮ１＠ｘ．ｔｅｓｔ', 'admin1@x.test'], // all full-width, '＠' and '．' too
    ['\u3000admin1@x.test\u3000', 'admin1@x.test'], // ideographic spaces
    ['ﬁnance@x.test', 'finance@x.test'], // ligature
    ['Ādmin1@x.test', 'ādmin1@x.test'], // an accent is another letter: kept
  ])('%j -> %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it('keeps the accented variant apart from the plain address', () => {
    expect(normalizeEmail('ādmin1@x.test')).not.toBe(normalizeEmail('admin1@x.test'));
    // Decomposed and precomposed accents are one address.
    expect(normalizeEmail('a\u0304dmin1@x.test')).toBe(normalizeEmail('\u0101dmin1@x.test'));
  });

  it('leaves invisible characters in place for the validators to refuse', () => {
    expect(normalizeEmail('admin1@x.test\u200b')).toBe('admin1@x.test\u200b');
    expect(normalizeEmail('admin1@x.test\ufeff')).toBe('admin1@x.test\ufeff');
  });

  it('is idempotent for every character of the Basic Multilingual Plane', () => {
    for (let cp = 0; cp <= 0xffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const once = normalizeEmail(`a${String.fromCharCode(cp)}b`);
      expect(normalizeEmail(once)).toBe(once);
    }
  });
});

describe('trimSpace', () => {
  it('trims Unicode white space but not U+FEFF or U+200B, which must reach the check', () => {
    expect(trimSpace('\u00a0 name \u3000\t')).toBe('name');
    expect(trimSpace('name\ufeff')).toBe('name\ufeff');
    expect(trimSpace('\u200bname')).toBe('\u200bname');
  });
});

describe('hasInvisibleOrControl', () => {
  it.each([
    ['zero-width space', 'superadmin\u200b'],
    ['zero-width non-joiner', 'super\u200cadmin'],
    ['zero-width joiner', 'super\u200dadmin'],
    ['byte order mark', '\ufeffsuperadmin'],
    ['right-to-left override', 'admin\u202enimda'],
    ['left-to-right mark', 'admin\u200e'],
    ['first strong isolate', 'admin\u2068x'],
    ['soft hyphen', 'super\u00adadmin'],
    ['word joiner', 'super\u2060admin'],
    ['NUL', 'admin\u0000'],
    ['tab', 'ad\tmin'],
    ['DEL', 'admin\u007f'],
    ['C1 control', 'admin\u0085'],
    ['line separator', 'admin\u2028'],
    ['Hangul filler', 'admin\u3164'],
    ['variation selector', 'admin\ufe0f'],
    ['tag character', 'admin\u{e0041}'],
    ['lone surrogate', 'admin\ud800'],
  ])('refuses a %s', (_, value) => {
    expect(hasInvisibleOrControl(value)).toBe(true);
  });

  it.each(['superadmin', 'Rina Putri', 'rina.putri_99', 'ѕuperadmin', 'José', 'ādmin1@x.test', '李小龍', 'مريم', 'a-b'])('accepts %j', (value) => {
    expect(hasInvisibleOrControl(value)).toBe(false);
  });
});

describe('skeleton and usernameKey', () => {
  it('maps Cyrillic look-alikes to their Latin prototypes', () => {
    // ѕ а е о р с у х і ј: Cyrillic letters that read as Latin ones.
    expect(skeleton('ѕаеорсухіј')).toBe(skeleton('saeopcyxij'));
    expect(usernameKey('ѕuperadmin')).toBe(usernameKey('superadmin'));
    expect(usernameKey('аdmin')).toBe(usernameKey('admin'));
    expect(usernameKey('Ѕuperadmin')).toBe(usernameKey('superadmin'));
  });

  it('folds case, full-width forms and the classic ASCII look-alikes', () => {
    expect(usernameKey('RaceName')).toBe(usernameKey('racename'));
    expect(usernameKey('ｓｕｐｅｒａｄｍｉｎ')).toBe(usernameKey('superadmin'));
    expect(usernameKey('adrnin')).toBe(usernameKey('admin')); // rn reads as m
    expect(usernameKey('admin1')).toBe(usernameKey('adminl')); // 1 reads as l
    expect(usernameKey('r00t')).toBe(usernameKey('root'));
    expect(usernameKey('r00t')).toBe(usernameKey('rOOt'));
  });

  it('keeps different names apart', () => {
    expect(usernameKey('rina')).not.toBe(usernameKey('rinā'));
    expect(usernameKey('adam')).not.toBe(usernameKey('aria'));
    expect(usernameKey('page_user_1')).not.toBe(usernameKey('page_user_11'));
  });

  it('fits the column for any 24 characters', () => {
    expect(usernameKey('\ufdfa'.repeat(24)).length).toBeLessThanOrEqual(USERNAME_KEY_MAX - 12);
  });

  it('tells the same name from a look-alike', () => {
    expect(sameUsername('RaceName', 'racename')).toBe(true);
    expect(sameUsername('ｒａｃｅｎａｍｅ', 'racename')).toBe(true);
    expect(sameUsername('ѕuperadmin', 'superadmin')).toBe(false);
  });
});
