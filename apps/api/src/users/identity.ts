import unhomoglyph from 'unhomoglyph';

/**
 * How a person's e-mail and username become the keys the database compares exactly (binary
 * collation on MySQL/MariaDB, SQLite's BINARY). Every write and every lookup goes through here,
 * so the database never folds anything the application did not, and no variant of an address
 * gets its own account or its own login throttle.
 *
 * Changing normalizeEmail or usernameKey changes stored keys: ship a migration that recomputes
 * them (as migrations/1795430400000-identity-keys does) with the change.
 */

/**
 * Longest usernameKey: one character can grow to 18 (U+FDFA under NFKC), so 24 characters stay
 * under 432, and a migration suffix ('#<id>') still fits.
 */
export const USERNAME_KEY_MAX = 512;

/**
 * Characters a reader cannot see or that are not text: controls (Cc), format characters (Cf:
 * zero-width space/joiners, BOM, bidi controls, soft hyphen), lone surrogates (Cs), line and
 * paragraph separators, and the rest of Unicode's default-ignorables (Hangul fillers, variation
 * selectors), which render as nothing and so make two names look identical.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Unicode White_Space only: String.prototype.trim would also drop U+FEFF, hiding it from the check. */
const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

export function trimSpace(value: string): string {
  return value.replace(EDGE_SPACE, '');
}

export function hasInvisibleOrControl(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * NFKC folds compatibility forms (full-width 'ａ' -> 'a', ligatures, circled letters); the second
 * NFKC keeps the result stable, as lower-casing can leave a string that NFKC would change again.
 * Accents are kept: 'ā' is another letter, so 'ādmin@x.test' is another address.
 */
export function normalizeEmail(email: string): string {
  return trimSpace(email.normalize('NFKC')).toLowerCase().normalize('NFKC');
}

/** UTS #39 skeleton: NFD, each character to its prototype in Unicode's confusables.txt, NFD again. */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD')).normalize('NFD');
}

/**
 * The key two usernames share when they read alike: case ignored (lower-cased before the
 * skeleton, so 'RaceName' and 'racename' meet) and confusables mapped ('ѕuperadmin' with a
 * Cyrillic ѕ meets 'superadmin'). Lower-cased once more because some prototypes are capitals
 * ('0' -> 'O'), which would otherwise stay apart from 'o'.
 * Folding case first means capital 'I' and small 'l' are not treated as look-alikes.
 */
export function usernameKey(username: string): string {
  return skeleton(trimSpace(username).normalize('NFKC').toLowerCase()).toLowerCase();
}

/** The same name up to case and compatibility forms (as opposed to merely looking alike). */
export function sameUsername(a: string, b: string): boolean {
  const fold = (s: string) => trimSpace(s).normalize('NFKC').toLowerCase();
  return fold(a) === fold(b);
}
