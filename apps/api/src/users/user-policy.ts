import { ForbiddenException } from '@nestjs/common';
import { API_MESSAGES, isAdminLevel, Role, VALIDATION } from '@csec/contracts';
import type { AccountIdentity as AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';

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
