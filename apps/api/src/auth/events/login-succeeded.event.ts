/** A staff member logged in (for metrics and the activity log). */
export class LoginSucceededEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly ip: string,
  ) {}
}
