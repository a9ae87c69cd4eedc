import { ForbiddenException } from '@nestjs/common';
import { errorCodeForStatus, type Role } from '@csec/contracts';
import { USER_POLICY_REFUSALS, UserPolicy } from './user-policy';

const user = (id: number, role: Role) => ({ id, role, username: `u${id}`, email: `u${id}@x.test` });
const root = user(1, 'superadmin');
const admin = user(2, 'admin');
const admin2 = user(3, 'admin');
const author = user(4, 'author');
const author2 = user(5, 'author');

const allowed = (fn: () => void) => {
  try {
    fn();
    return true;
  } catch (error) {
    if (error instanceof ForbiddenException) return false;
    throw error;
  }
};

describe('UserPolicy', () => {
  it('registration: admin-level only, never a superadmin', () => {
    expect(allowed(() => UserPolicy.assertCanRegister(admin, 'admin'))).toBe(true);
    expect(allowed(() => UserPolicy.assertCanRegister(root, 'author'))).toBe(true);
    expect(allowed(() => UserPolicy.assertCanRegister(author, 'author'))).toBe(false);
    expect(allowed(() => UserPolicy.assertCanRegister(root, 'superadmin'))).toBe(false);
  });

  it.each([
    ['author edits self', author, author, undefined, true],
    ['author edits another author', author, author2, undefined, false],
    ['author keeps own role', author, author, 'author', true],
    ['author raises own role', author, author, 'admin', false],
    ['admin edits an author', admin, author, 'admin', true],
    ['admin edits another admin', admin, admin2, 'author', true],
    ['admin edits the superadmin', admin, root, undefined, false],
    ['admin changes own role', admin, admin, 'author', false],
    ['superadmin edits self', root, root, 'superadmin', true],
    ['superadmin changes own role', root, root, 'admin', false],
    ['superadmin makes a superadmin', root, author, 'superadmin', false],
  ] as const)('%s -> %s', (_, actor, target, role, ok) => {
    expect(allowed(() => UserPolicy.assertCanUpdate(actor, target, role))).toBe(ok);
  });

  it.each([
    ['admin deletes an author', admin, author, true],
    ['admin deletes an admin', admin, admin2, true],
    ['admin deletes the superadmin', admin, root, false],
    ['superadmin deletes self', root, root, false],
    ['admin deletes self', admin, admin, false],
    ['author deletes an author', author, author2, false],
  ] as const)('%s -> %s', (_, actor, target, ok) => {
    expect(allowed(() => UserPolicy.assertCanDelete(actor, target))).toBe(ok);
  });

  describe('declares every refusal it throws (the API document lists them)', () => {
    type Account = typeof root;
    const accounts = [root, admin, admin2, author, author2];
    const roles = [null, 'superadmin', 'admin', 'author'] as const;
    const rules: [keyof typeof USER_POLICY_REFUSALS, (actor: Account, target: Account, role: Role | null) => void][] = [
      ['register', (actor, target, role) => UserPolicy.assertCanRegister(actor, role ?? target.role)],
      ['view', (actor, target) => UserPolicy.assertCanView(actor, target)],
      ['update', (actor, target, role) => UserPolicy.assertCanUpdate(actor, target, role)],
      ['manage', (actor, target) => UserPolicy.assertCanUpdate(actor, target, null)],
      ['delete', (actor, target) => UserPolicy.assertCanDelete(actor, target)],
    ];

    it.each(rules)('%s', (rule, apply) => {
      const thrown = new Set<string>();
      for (const actor of accounts) {
        for (const target of accounts) {
          for (const role of roles) {
            const code = refusalCode(() => apply(actor, target, role));
            if (code) thrown.add(code);
          }
        }
      }
      const declared = USER_POLICY_REFUSALS[rule].map((refusal) => refusal.code as string);
      expect([...thrown].filter((code) => !declared.includes(code))).toEqual([]);
      expect(declared.filter((code) => !thrown.has(code))).toEqual([]);
    });
  });
});

/** The failure code the answer would carry, as the exception filter picks it; undefined when allowed. */
function refusalCode(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (!(error instanceof ForbiddenException)) throw error;
    const { code } = error.getResponse() as { code?: string };
    return code ?? errorCodeForStatus(error.getStatus());
  }
}
