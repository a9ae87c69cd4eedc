import type { LeadView } from '../../common/views/api-views';

/** A visitor's registration or contact request was stored (never sent for a honeypot submission). */
export class LeadCreatedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(readonly lead: LeadView) {}
}
