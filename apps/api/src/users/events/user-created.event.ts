import type { Role } from '@csec/contracts';

/** An account was created (by staff, or the superadmin on first start). */
export class UserCreatedEvent {
  static readonly NAME = 'user.created';
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly role: Role,
  ) {}
}
