/** Why a login was refused: wrong e-mail or password, or a wrong or missing second-factor code. */
/** `totp`: a wrong code; `totp_used`: a right one already used; `totp_clock`: one for another time (the device's clock). */
export type LoginFailureReason = 'credentials' | 'totp' | 'totp_used' | 'totp_clock';

/** A login was refused (for metrics and the activity log); the e-mail as typed, normalised, never the password. */
export class LoginFailedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly reason: LoginFailureReason,
  ) {}
}
