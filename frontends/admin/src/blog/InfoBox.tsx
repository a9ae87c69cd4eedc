import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFullDate } from '../lib/formatDate';

export interface BlogInfo {
  createdBy: string | null;
  createdAt: string | null;
  updatedBy: string | null;
  updatedAt: string | null;
}

const or = (value: string | null) => value || '-';
const dateOr = (value: string | null) => (value ? formatFullDate(value) : '-');

/** Who made the post and who last changed it; '-' where nothing is known yet. */
export function InfoBox({ info }: { info: BlogInfo }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'createdBy', label: t('info.createdBy'), children: or(info.createdBy) },
        { key: 'createdAt', label: t('info.at'), children: dateOr(info.createdAt) },
        { key: 'updatedBy', label: t('info.updatedBy'), children: or(info.updatedBy) },
        // an unmodified post has an update time equal to its creation: no real modification to show
        { key: 'updatedAt', label: t('info.at'), children: info.updatedBy ? dateOr(info.updatedAt) : '-' },
      ]}
    />
  );
}
