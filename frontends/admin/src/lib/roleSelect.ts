import { API_MESSAGES, ASSIGNABLE_ROLES, VALIDATION, roleLabel } from '@csec/contracts';
import type { Role } from '@csec/contracts';

export interface RoleSelectState {
  options: { value: Role; label: string }[];
  disabled: boolean;
  hint?: string;
}

const option = (role: Role) => ({ value: role, label: roleLabel(role) });

/**
 * What the role select offers (spec section 6). `target` is the edited account's role
 * (null when adding); `self` is true when viewers edit their own account.
 */
export function roleSelectState(viewer: Role, target: Role | null, self: boolean): RoleSelectState {
  if (target === 'superadmin') {
    return { options: [option('superadmin')], disabled: true, hint: VALIDATION.superadminRoleLocked };
  }
  if (viewer === 'author') {
    return { options: [option('author')], disabled: true, hint: VALIDATION.authorCannotChangeRole };
  }
  const options = ASSIGNABLE_ROLES.map(option);
  // the API refuses a change of one's own role, so the select does not offer it
  if (self) return { options, disabled: true, hint: API_MESSAGES.cannotChangeOwnRole };
  return { options, disabled: false };
}
