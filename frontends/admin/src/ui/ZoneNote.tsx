import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayTimeZone } from '../lib/siteTimeZone';

/** Names the clock a screen's times are on, once: the site's (formatFullDate, formatListDate). */
export function ZoneNote() {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" data-testid="zone-note">
      <ClockCircleOutlined /> {t('clock.timesIn', { timeZone: displayTimeZone() })}
    </Typography.Text>
  );
}
