import type { Role } from '@csec/contracts';
import type { UserUpdate } from '../api/endpoints';

/** The user form's fields; the rules that check them are in formRules.ts. */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmation: string;
  /** '' until a role is chosen */
  role: Role | '';
}

/** The API's field names that the user form shows messages under. */
export const USER_SERVER_FIELDS = { username: 'username', email: 'email', role: 'role', password: 'password' } as const;

type Profile = Pick<UserFormValues, 'username' | 'email' | 'role'>;

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
