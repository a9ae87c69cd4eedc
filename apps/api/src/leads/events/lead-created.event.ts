import type { LeadView } from '../../common/views/api-views';

/** A visitor's registration or contact request was stored (never sent for a honeypot submission). */
export class LeadCreatedEvent {
  static readonly NAME = 'lead.created';
  constructor(readonly lead: LeadView) {}
}
