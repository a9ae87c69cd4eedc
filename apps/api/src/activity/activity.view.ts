import type { ActivityView } from '../common/views/api-views';
import type { ActivityEntry } from './activity.entity';

/** The only shape a row leaves the activity module in. */
export function toActivityView(entry: ActivityEntry): ActivityView {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    ip: entry.ip,
    summary: entry.summary,
  };
}
