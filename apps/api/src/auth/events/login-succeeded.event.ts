/** A staff member logged in (for metrics and the activity log). */
export class LoginSucceededEvent {
  static readonly NAME = 'auth.login-succeeded';
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly ip: string,
  ) {}
}
