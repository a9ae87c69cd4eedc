import type { ApiTokenScope } from '@csec/contracts';

/** An integration and its API token were made. */
export class IntegrationCreatedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly integrationId: number,
    readonly name: string,
    readonly scopes: readonly ApiTokenScope[],
  ) {}
}
