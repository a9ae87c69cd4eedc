import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, VALIDATION } from '@csec/contracts';
import type { Role } from '@csec/contracts';
import type { UserUpdate } from '../api/endpoints';

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmation: string;
  role: Role | '';
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;
type Profile = Pick<UserFormValues, 'username' | 'email' | 'role'>;
type Password = Pick<UserFormValues, 'password' | 'confirmation'>;

function profileErrors({ username, email, role }: Profile): UserFormErrors {
  const errors: UserFormErrors = {};
  const name = username.trim();
  if (name.length < USERNAME_MIN) errors.username = VALIDATION.usernameMin;
  else if (name.length > USERNAME_MAX) errors.username = VALIDATION.usernameMax;
  if (!email.includes('@')) errors.email = VALIDATION.emailRequired;
  if (!role) errors.role = VALIDATION.roleRequired;
  return errors;
}

function passwordErrors({ password, confirmation }: Password): UserFormErrors {
  const errors: UserFormErrors = {};
  if (password.length < PASSWORD_MIN) errors.password = VALIDATION.passwordMin;
  if (!confirmation) errors.confirmation = VALIDATION.confirmationRequired;
  else if (confirmation !== password) errors.confirmation = VALIDATION.confirmationMismatch;
  return errors;
}

/** Adding a user needs every field. */
export function validateNewUser(values: UserFormValues): UserFormErrors {
  return { ...profileErrors(values), ...passwordErrors(values) };
}

/** Editing needs username, email and role; the password has its own dialog. */
export function validateProfile(values: Profile): UserFormErrors {
  return profileErrors(values);
}

export function validatePasswordChange(values: Password): UserFormErrors {
  return passwordErrors(values);
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * A profile update (spec section 5): every field is sent, empty ones as null meaning
 * unchanged; a role the viewer may not change goes as null too.
 */
export function profileUpdate(userId: number, values: Profile, roleEditable: boolean): UserUpdate {
  return {
    userId,
    username: orNull(values.username),
    email: orNull(values.email),
    role: roleEditable && values.role ? values.role : null,
    password: null,
  };
}

/** A password change sends only the id and the new password. */
export function passwordUpdate(userId: number, password: string): UserUpdate {
  return { userId, password };
}
