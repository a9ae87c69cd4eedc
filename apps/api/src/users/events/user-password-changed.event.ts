/** An account's password changed; its other sessions end (the one that changed it stays, when it was the owner's). */
export class UserPasswordChangedEvent {
  static readonly NAME = 'user.password-changed';
  constructor(
    readonly userId: number,
    readonly actorId: number,
    readonly actorSessionId: string | null,
    readonly username: string,
  ) {}
}
