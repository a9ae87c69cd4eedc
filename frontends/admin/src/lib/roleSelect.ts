import { ASSIGNABLE_ROLES } from '@csec/contracts';
import type { Role } from '@csec/contracts';
import { i18n } from '../i18n/i18n';

export interface RoleSelectState {
  options: { value: Role; label: string }[];
  disabled: boolean;
  hint?: string;
}

const option = (role: Role) => ({ value: role, label: i18n.t(`roles.${role}`) });

/**
 * What the role select offers (spec section 6), in the dashboard's language. `target` is the edited
 * account's role (null when adding); `self` is true when viewers edit their own account.
 */
export function roleSelectState(viewer: Role, target: Role | null, self: boolean): RoleSelectState {
  if (target === 'superadmin') {
    return { options: [option('superadmin')], disabled: true, hint: i18n.t('validation.superadminRoleLocked') };
  }
  if (viewer === 'author') {
    return { options: [option('author')], disabled: true, hint: i18n.t('validation.authorCannotChangeRole') };
  }
  const options = ASSIGNABLE_ROLES.map(option);
  // the API refuses a change of one's own role, so the select does not offer it
  if (self) return { options, disabled: true, hint: i18n.t('apiMessages.cannotChangeOwnRole') };
  return { options, disabled: false };
}
