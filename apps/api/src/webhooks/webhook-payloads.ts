import type { LeadView, WebhookEvent } from '@csec/contracts';

/** The body of every delivery: the event's id (the same for every webhook it goes to), its name, when, and what it is about. */
export interface WebhookBody {
  id: string;
  event: WebhookEvent;
  occurredAt: string;
  data: object;
}

/** A lead as a receiver gets it: what staff see, without the sender's IP address. */
export function leadData(lead: LeadView): object {
  const { clientIp: _kept, ...data } = lead;
  return data;
}
