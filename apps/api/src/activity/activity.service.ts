import { Inject, Injectable } from '@nestjs/common';
import { ACTIVITY_LIMITS, type ActivityAction, type ActivityTargetType } from '@csec/contracts';
import type { ActivityView, ApiPage } from '../common/views/api-views';
import { pageCount } from '../common/http/pagination';
import { currentRequest } from '../common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { instantOf } from './activity-range';
import { ActivityRepository } from './activity.repository';
import { toActivityView } from './activity.view';
import type { ActivityListQuery } from './dto/activity-list.query';

/** One action to record; who did it and from where come from the request unless given. */
export interface ActivityRecord {
  action: ActivityAction;
  targetType: ActivityTargetType;
  targetId?: number | string | null;
  targetLabel?: string | null;
  summary?: string | null;
  /** The actor when the action names its own (a login), or null for nobody (a failed login); otherwise the request's caller. */
  actor?: { id: number | null; username: string } | null;
  /**
   * An action a staff member set up that the server carries out later, outside any request (a
   * scheduled publish): written even there, with `actor` and no IP.
   */
  deferred?: boolean;
}

/** The activity log: rows in from the listener, pages out to admin-level staff. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly repo: ActivityRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'site'>,
  ) {}

  /**
   * Writes one row, inside a request or for a deferred action only: other work outside a request
   * (the first start's accounts and categories, jobs) is the system's, not a staff member's action.
   */
  async record(entry: ActivityRecord): Promise<void> {
    const request = currentRequest();
    if (!request && !entry.deferred) return;
    const actor = entry.actor !== undefined ? entry.actor : (request?.actor ?? null);
    await this.repo.insert({
      createdAt: new Date(),
      actorId: actor?.id ?? null,
      actorName: fit(actor?.username, ACTIVITY_LIMITS.actorNameMax),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId == null ? null : String(entry.targetId),
      targetLabel: fit(entry.targetLabel, ACTIVITY_LIMITS.labelMax),
      ip: request?.ip ?? null,
      summary: fit(entry.summary, ACTIVITY_LIMITS.summaryMax),
    });
  }

  async list(query: ActivityListQuery): Promise<Omit<ApiPage<ActivityView>, 'status'>> {
    const [rows, countData] = await this.repo.page(query.page, {
      actorId: query.actor,
      action: query.action,
      from: query.from === undefined ? undefined : instantOf(query.from, 'from', this.config.site.timeZone),
      to: query.to === undefined ? undefined : instantOf(query.to, 'to', this.config.site.timeZone),
    });
    return { data: rows.map(toActivityView), totalPages: pageCount(countData), countData };
  }
}

/** Text cut to its column's width, ending in an ellipsis when cut; null for none or ''. */
function fit(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  // By code point, as MySQL counts a VARCHAR's characters: an emoji is one, never half of one.
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
