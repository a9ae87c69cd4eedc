import { LEAD_KINDS, LEAD_STATUSES } from '@csec/contracts';
import type { LeadKind, LeadStatus, LeadView } from '@csec/contracts';
import { i18n } from '../i18n/i18n';

/** A lead as staff read it (GET /api/leads, GET /api/leads/{id}). */
export type Lead = LeadView;

/** What the list and the CSV export are narrowed by; an absent filter is "All". */
export interface LeadFilters {
  query: string;
  kind?: LeadKind;
  status?: LeadStatus;
}

/** The status badge: new blue, contacted gold, closed the default grey. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string | undefined> = { new: 'blue', contacted: 'gold', closed: undefined };

/** The kind and status choices, in the dashboard's language. */
export const leadKindOptions = () => LEAD_KINDS.map((kind) => ({ value: kind, label: i18n.t(`leads.kinds.${kind}`) }));
export const leadStatusOptions = () => LEAD_STATUSES.map((status) => ({ value: status, label: i18n.t(`leads.statuses.${status}`) }));

/** The list's search text and filter values (from the URL) as the API's parameters; unknown values count as "All". */
export function leadFilters(query: string, filters: Record<string, string>): LeadFilters {
  const kind = LEAD_KINDS.find((value) => value === filters.kind);
  const status = LEAD_STATUSES.find((value) => value === filters.status);
  return { query, ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
}

/** The API's query parameters for those filters, without the empty ones. */
export function leadQueryParams({ query, kind, status }: LeadFilters) {
  return { ...(query ? { query } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
}

/** A tel: address keeps the number's digits and a leading +; the pattern allows spaces, ( ) - . / for reading. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

/** A mailto: address that cannot pick up extra headers (?cc=, &body=) from the address itself. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
