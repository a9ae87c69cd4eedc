/**
 * An account turned two-factor login on or off; its other sessions end (the one that did it
 * stays), as after a password change: a session opened under the old rule must not outlive it.
 */
export class TwoFactorChangedEvent {
  static readonly NAME = 'auth.two-factor-changed';
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly enabled: boolean,
    /** The session that made the change. */
    readonly actorSessionId: string,
  ) {}
}
