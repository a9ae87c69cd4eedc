/** An account's username or e-mail changed (a role or a password change has its own event). */
export class UserProfileUpdatedEvent {
  static readonly NAME = 'user.profile-updated';
  constructor(
    readonly userId: number,
    /** The username now. */
    readonly username: string,
    /** What changed, by field name: 'username', 'email' or both. */
    readonly changedFields: readonly ('username' | 'email')[],
  ) {}
}
