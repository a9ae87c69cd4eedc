/** An account's username changed; posts signed with the old name follow it (blogs module). */
export class UserRenamedEvent {
  static readonly NAME = 'user.renamed';
  constructor(
    readonly userId: number,
    readonly oldUsername: string,
    readonly newUsername: string,
  ) {}
}
