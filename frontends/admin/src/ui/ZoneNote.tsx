import { ClockCircleOutlined } from '@ant-design/icons';
import { CLOCK_TEXTS } from '@csec/contracts';
import { Typography } from 'antd';
import { displayTimeZone } from '../lib/siteTimeZone';

/** Names the clock a screen's times are on, once: the site's (formatFullDate, formatListDate). */
export function ZoneNote() {
  return (
    <Typography.Text type="secondary" data-testid="zone-note">
      <ClockCircleOutlined /> {CLOCK_TEXTS.timesIn(displayTimeZone())}
    </Typography.Text>
  );
}
