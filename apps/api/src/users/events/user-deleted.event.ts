/** An account was deleted; its posts keep the name they were signed with. */
export class UserDeletedEvent {
  static readonly NAME = 'user.deleted';
  constructor(
    readonly userId: number,
    readonly username: string,
  ) {}
}
