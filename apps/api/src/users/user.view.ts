import type { MeView } from '@csec/contracts';
import type { UserView } from '../common/views/api-views';
import type { User } from './user.entity';

/** The only shape a user leaves the API in: never a password or its hash. */
export function toUserView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** The caller's own account: its view and the dashboard language only its owner reads. */
export function toMeView(user: User): MeView {
  return { ...toUserView(user), language: user.language };
}
