import { ForbiddenException } from '@nestjs/common';
import { API_MESSAGES, isAdminLevel, Role, VALIDATION } from '@csec/contracts';
import type { AccountIdentity as AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';
import type { Refusal } from '../common/http/refusal';

/**
 * The account rules of design.md in one place:
 * superadmin: everything, but its account is never deleted and its role never changes;
 * admin: admin and author accounts, never the superadmin's; author: only their own profile;
 * nobody creates a superadmin, deletes themselves or changes their own role.
 */
export const UserPolicy = {
  assertCanRegister(actor: AuthUser, role: Role): void {
    if (!isAdminLevel(actor.role)) throw new ForbiddenException(API_MESSAGES.forbidden);
    if (role === 'superadmin') throw new ForbiddenException(coded('user.cannot_create_superadmin', API_MESSAGES.cannotCreateSuperadmin));
  },

  assertCanView(actor: AuthUser, target: { id: number }): void {
    if (actor.id !== target.id && !isAdminLevel(actor.role)) throw new ForbiddenException(API_MESSAGES.forbidden);
  },

  assertCanUpdate(actor: AuthUser, target: { id: number; role: Role }, newRole: Role | null | undefined): void {
    const self = actor.id === target.id;
    if (!self) {
      if (!isAdminLevel(actor.role)) throw new ForbiddenException(API_MESSAGES.forbidden);
      if (target.role === 'superadmin') throw new ForbiddenException(coded('user.superadmin_protected', API_MESSAGES.superadminProtected));
    }
    if (newRole == null || newRole === target.role) return;
    if (target.role === 'superadmin') throw new ForbiddenException(coded('user.superadmin_protected', VALIDATION.superadminRoleLocked));
    if (actor.role === 'author') throw new ForbiddenException(coded('user.role_change_forbidden', VALIDATION.authorCannotChangeRole));
    if (newRole === 'superadmin') throw new ForbiddenException(coded('user.cannot_create_superadmin', API_MESSAGES.cannotCreateSuperadmin));
    if (self) throw new ForbiddenException(coded('user.cannot_change_own_role', API_MESSAGES.cannotChangeOwnRole));
  },

  assertCanDelete(actor: AuthUser, target: { id: number; role: Role }): void {
    if (actor.id === target.id) throw new ForbiddenException(coded('user.cannot_delete_self', API_MESSAGES.cannotDeleteSelf));
    if (!isAdminLevel(actor.role)) throw new ForbiddenException(API_MESSAGES.forbidden);
    if (target.role === 'superadmin') throw new ForbiddenException(coded('user.superadmin_protected', API_MESSAGES.superadminProtected));
  },
};

const refusal = (code: Refusal['code'], when: string): Refusal => ({ status: 403, code, when });
const NOT_ADMIN_LEVEL = refusal('auth.forbidden', 'only admin and superadmin may do this');
const NOT_YOURS = refusal('auth.forbidden', "an author on another's account");
const SUPERADMIN_PROTECTED = refusal('user.superadmin_protected', "an admin on the superadmin's account");
const NO_NEW_SUPERADMIN = refusal('user.cannot_create_superadmin', 'nobody creates a superadmin');

/**
 * What each rule above can refuse, for the routes whose service applies it (@Policy in the controllers),
 * so the API document declares it; user-policy.spec.ts checks that every refusal a rule throws is listed.
 */
export const USER_POLICY_REFUSALS = {
  register: [NOT_ADMIN_LEVEL, NO_NEW_SUPERADMIN],
  view: [NOT_YOURS],
  update: [
    NOT_YOURS,
    refusal('user.superadmin_protected', "an admin on the superadmin's account, or a change of the superadmin's role"),
    refusal('user.role_change_forbidden', 'an author changing a role'),
    NO_NEW_SUPERADMIN,
    refusal('user.cannot_change_own_role', 'a change of your own role'),
  ],
  /** assertCanUpdate without a role change: what ending an account's sessions asks. */
  manage: [NOT_YOURS, SUPERADMIN_PROTECTED],
  delete: [refusal('user.cannot_delete_self', 'your own account'), NOT_ADMIN_LEVEL, SUPERADMIN_PROTECTED],
} satisfies Record<string, readonly Refusal[]>;
