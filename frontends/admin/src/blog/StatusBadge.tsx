import { SCHEDULED_STATUS, type PublishStatus } from '@csec/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../api/queries';
import { formatSiteTime } from '../lib/siteTime';

const COLORS: Record<PublishStatus, string> = { publish: 'green', scheduled: 'blue', draft: 'gold' };

/** A post's state as a badge (spec: one colour per state); a scheduled post's time under it, on the site's clock. */
export function StatusBadge({ status, publishAt }: { status: PublishStatus; publishAt: string | null }) {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation();
  const badge = <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
  if (status !== SCHEDULED_STATUS || !publishAt || !timeZone) return badge;
  return (
    <>
      {badge}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {formatSiteTime(publishAt, timeZone)}
      </Typography.Text>
    </>
  );
}
