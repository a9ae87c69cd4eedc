import type { ActivityAction, ActivityEntry } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, activityActionOptions, targetText } from '../activity/activity';
import { ActorSelect } from '../activity/ActorSelect';
import { useActivityParams } from '../activity/useActivityParams';
import { activityListQuery } from '../api/queries';
import { formatFullDate } from '../lib/formatDate';
import { EMPTY_LIST_TEXT } from '../list/ListScreen';
import { Pager } from '../list/Pager';
import { ZoneNote } from '../ui/ZoneNote';

const orDash = (text: string | null) => text ?? '-';

const columnsOf = (t: TFunction): TableColumnsType<ActivityEntry> => [
  {
    title: t('activity.columns.time'),
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (at: string) => (
      <time dateTime={at} title={at}>
        {formatFullDate(at)}
      </time>
    ),
  },
  { title: t('activity.columns.actor'), dataIndex: 'actorName', key: 'actor', render: orDash },
  { title: t('activity.columns.action'), dataIndex: 'action', key: 'action', render: (action: ActivityAction) => t(`activity.actions.${action}`) },
  { title: t('activity.columns.target'), key: 'target', ellipsis: true, width: 280, render: (_value, row) => targetText(row) },
  { title: t('activity.columns.ip'), dataIndex: 'ip', key: 'ip', render: orDash },
  { title: t('activity.columns.summary'), dataIndex: 'summary', key: 'summary', ellipsis: true, width: 260, render: orDash },
];

/** /dashboard/activity: every staff action, newest first, for admin and superadmin. */
export default function ActivityListPage() {
  const { t } = useTranslation();
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
      <Typography.Title level={3}>{t('activity.title')}</Typography.Title>
      <Flex justify="space-between" align="baseline" gap={12} wrap>
        <Typography.Paragraph type="secondary">{t('list.count', { count: list.data?.countData ?? 0 })}</Typography.Paragraph>
        <ZoneNote />
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <ActorSelect value={filters.actor} onChange={(actor) => setFilters({ actor })} />
        <Select
          id="activity-filter-action"
          aria-label={t('activity.actionFilter')}
          prefix={`${t('activity.actionFilter')}:`}
          value={filters.action ?? ''}
          options={[{ value: '', label: t('common.all') }, ...activityActionOptions()]}
          onChange={(action: ActivityAction | '') => setFilters({ action: action || undefined })}
          popupMatchSelectWidth={false}
          style={{ minWidth: 200 }}
        />
        <DatePicker.RangePicker
          id={{ start: 'activity-filter-from', end: 'activity-filter-to' }}
          aria-label={t('activity.dateFilter')}
          prefix={`${t('activity.dateFilter')}:`}
          format={DAY_FORMAT}
          placeholder={[t('activity.dateFrom'), t('activity.dateTo')]}
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(_dates, [from, to]) => setFilters({ from: from || undefined, to: to || undefined })}
        />
      </Flex>
      <Table<ActivityEntry>
        rowKey="id"
        columns={columnsOf(t)}
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
