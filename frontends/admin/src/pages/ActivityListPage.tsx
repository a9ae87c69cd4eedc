import { ACTIVITY_ACTION_LABELS, ACTIVITY_TEXTS } from '@csec/contracts';
import type { ActivityAction, ActivityEntry } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { ACTIVITY_ACTION_OPTIONS, DAY_FORMAT, targetText } from '../activity/activity';
import { ActorSelect } from '../activity/ActorSelect';
import { useActivityParams } from '../activity/useActivityParams';
import { activityListQuery } from '../api/queries';
import { formatFullDate } from '../lib/formatDate';
import { ALL_LABEL, EMPTY_LIST_TEXT } from '../list/ListScreen';
import { Pager } from '../list/Pager';
import { ZoneNote } from '../ui/ZoneNote';

const { columns: COLUMN } = ACTIVITY_TEXTS;
const orDash = (text: string | null) => text ?? '-';

const COLUMNS: TableColumnsType<ActivityEntry> = [
  {
    title: COLUMN.time,
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (at: string) => (
      <time dateTime={at} title={at}>
        {formatFullDate(at)}
      </time>
    ),
  },
  { title: COLUMN.actor, dataIndex: 'actorName', key: 'actor', render: orDash },
  { title: COLUMN.action, dataIndex: 'action', key: 'action', render: (action: ActivityAction) => ACTIVITY_ACTION_LABELS[action] },
  { title: COLUMN.target, key: 'target', ellipsis: true, width: 280, render: (_value, row) => targetText(row) },
  { title: COLUMN.ip, dataIndex: 'ip', key: 'ip', render: orDash },
  { title: COLUMN.summary, dataIndex: 'summary', key: 'summary', ellipsis: true, width: 260, render: orDash },
];

/** /dashboard/activity: every staff action, newest first, for admin and superadmin. */
export default function ActivityListPage() {
  const { page, filters, setPage, setFilters } = useActivityParams();
  const list = useQuery(activityListQuery(page, filters));
  const totalPages = list.data?.totalPages ?? 0;
  const settled = list.isSuccess && !list.isPlaceholderData;

  // rows removed by the retention job can leave the page asked for past the end: show the new last page
  useEffect(() => {
    if (settled && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [settled, totalPages, page, setPage]);

  return (
    <>
      <Typography.Title level={3}>{ACTIVITY_TEXTS.title}</Typography.Title>
      <Flex justify="space-between" align="baseline" gap={12} wrap>
        <Typography.Paragraph type="secondary">Count {list.data?.countData ?? 0} data</Typography.Paragraph>
        <ZoneNote />
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <ActorSelect value={filters.actor} onChange={(actor) => setFilters({ actor })} />
        <Select
          id="activity-filter-action"
          aria-label={ACTIVITY_TEXTS.actionFilter}
          prefix={`${ACTIVITY_TEXTS.actionFilter}:`}
          value={filters.action ?? ''}
          options={[{ value: '', label: ALL_LABEL }, ...ACTIVITY_ACTION_OPTIONS]}
          onChange={(action: ActivityAction | '') => setFilters({ action: action || undefined })}
          popupMatchSelectWidth={false}
          style={{ minWidth: 200 }}
        />
        <DatePicker.RangePicker
          id={{ start: 'activity-filter-from', end: 'activity-filter-to' }}
          aria-label={ACTIVITY_TEXTS.dateFilter}
          prefix={`${ACTIVITY_TEXTS.dateFilter}:`}
          format={DAY_FORMAT}
          placeholder={[...ACTIVITY_TEXTS.datePlaceholder]}
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(_dates, [from, to]) => setFilters({ from: from || undefined, to: to || undefined })}
        />
      </Flex>
      <Table<ActivityEntry>
        rowKey="id"
        columns={COLUMNS}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isFetching ? ' ' : EMPTY_LIST_TEXT }}
      />
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </>
  );
}
