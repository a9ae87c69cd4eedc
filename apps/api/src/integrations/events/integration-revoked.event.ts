/** An integration's API token was revoked: it answers 401 from now on (within 1 s on every process). */
export class IntegrationRevokedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly integrationId: number,
    readonly name: string,
  ) {}
}
