import { Descriptions } from 'antd';
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
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'createdBy', label: 'Created By', children: or(info.createdBy) },
        { key: 'createdAt', label: 'At', children: dateOr(info.createdAt) },
        { key: 'updatedBy', label: 'Last modified By', children: or(info.updatedBy) },
        // an unmodified post has an update time equal to its creation: no real modification to show
        { key: 'updatedAt', label: 'At', children: info.updatedBy ? dateOr(info.updatedAt) : '-' },
      ]}
    />
  );
}
