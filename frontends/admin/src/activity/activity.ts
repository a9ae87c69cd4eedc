import { ACTIVITY_ACTIONS } from '@csec/contracts';
import type { ActivityAction, ActivityEntry } from '@csec/contracts';
import dayjs from 'dayjs';
import { i18n } from '../i18n/i18n';

/** What the Activity screen is narrowed by; an absent filter is "All". Days are the viewer's, as YYYY-MM-DD. */
export interface ActivityFilters {
  actor?: number;
  action?: ActivityAction;
  from?: string;
  to?: string;
}

/** The URL's day format, the date picker's too. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** The action filter's choices, in the dashboard's language. */
export const activityActionOptions = () => ACTIVITY_ACTIONS.map((action) => ({ value: action, label: i18n.t(`activity.actions.${action}`) }));

/** A day written as YYYY-MM-DD that exists (2026-02-30 does not), or undefined. */
function dayOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return dayjs(value).format(DAY_FORMAT) === value ? value : undefined;
}

/** The filters a URL's search parameters name; values the screen does not offer count as "All", a range ending before it starts as none. */
export function activityFiltersOf(params: URLSearchParams): ActivityFilters {
  const actor = Number(params.get('actor'));
  const action = ACTIVITY_ACTIONS.find((value) => value === params.get('action'));
  let from = dayOf(params.get('from'));
  let to = dayOf(params.get('to'));
  if (from && to && to < from) from = to = undefined;
  return {
    ...(Number.isSafeInteger(actor) && actor > 0 ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The URL's search parameters for a page of the screen, in a fixed order, without the empty filters. */
export function activitySearch(page: number, { actor, action, from, to }: ActivityFilters): Record<string, string> {
  return {
    page: String(page),
    ...(actor ? { actor: String(actor) } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The API's query parameters: the chosen days from the first millisecond of `from` to the last of `to`, in the viewer's time zone. */
export function activityQueryParams({ actor, action, from, to }: ActivityFilters) {
  return {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { to: dayjs(to).endOf('day').toISOString() } : {}),
  };
}

/** 'Post: Threat report', 'User: ada@example.com' (a failed login), 'Category #4' when the row has no label. */
export function targetText({ targetType, targetId, targetLabel }: Pick<ActivityEntry, 'targetType' | 'targetId' | 'targetLabel'>): string {
  const type = i18n.t(`activity.targets.${targetType}`);
  if (targetLabel) return `${type}: ${targetLabel}`;
  return targetId ? `${type} #${targetId}` : type;
}
