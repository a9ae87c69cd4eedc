import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSiteTime, fromSiteWallClock, isUnschedulableDay, scheduleProblem, toSiteWallClock } from '../lib/siteTime';

interface Props {
  /** The zone times are picked and shown in: the site's (SITE_TIMEZONE). */
  timeZone: string;
  /** The post's scheduled time when it has one: the picker starts there. */
  current: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Sends the time (ISO 8601 with the zone's offset); answers the API's reason when it refused the time. */
  onSchedule: (publishAt: string) => Promise<string | undefined>;
}

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * The editor's Schedule dialog: a date and a time on the site's clock, refused when too soon or too
 * far. Open while mounted (each opening starts afresh).
 */
export function ScheduleDialog({ timeZone, current, busy, onCancel, onSchedule }: Props) {
  const [value, setValue] = useState<Dayjs | null>(() => (current ? toSiteWallClock(current, timeZone) : null));
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const publishAt = value ? fromSiteWallClock(value, timeZone) : null;

  const confirm = async () => {
    if (!publishAt) return setProblem(t('schedule.publishAtRequired'));
    const local = scheduleProblem(publishAt, new Date(), { past: t('schedule.publishAtPast'), tooFar: t('schedule.publishAtTooFar') });
    setProblem(local ?? (await onSchedule(publishAt)) ?? null);
  };

  return (
    <Modal
      open
      title={t('schedule.dialogTitle')}
      okText={t('schedule.dialogConfirm')}
      cancelText={t('schedule.dialogCancel')}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={`${t('schedule.pickerLabel')} (${timeZone})`}
          htmlFor="schedule-publish-at"
          validateStatus={problem ? 'error' : undefined}
          help={problem}
        >
          <DatePicker
            id="schedule-publish-at"
            showTime={{ format: 'HH:mm' }}
            format={PICKER_FORMAT}
            value={value}
            disabledDate={(day) => isUnschedulableDay(day, timeZone, new Date())}
            onChange={(picked: Dayjs | null) => {
              setValue(picked);
              setProblem(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {publishAt && !problem && (
        <Alert type="info" showIcon title={<Typography.Text data-testid="schedule-preview">{formatSiteTime(publishAt, timeZone)}</Typography.Text>} />
      )}
    </Modal>
  );
}
