import { ForbiddenException } from '@nestjs/common';
import type { Role } from '@csec/contracts';
import { UserPolicy } from './user-policy';

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
});
