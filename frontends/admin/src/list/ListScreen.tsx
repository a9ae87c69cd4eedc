import { PlusOutlined } from '@ant-design/icons';
import type { ApiPage } from '@csec/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useListParams, type FilterValues, type ListFilter } from './useListParams';
import { ZoneNote } from '../ui/ZoneNote';

/** The spec's empty-list text: Indonesian already, and the same in both languages. */
export const EMPTY_LIST_TEXT = 'Belum terdapat data yang dibuat.';

interface ListScreenProps<T, K extends QueryKey> {
  title: string;
  searchPlaceholder: string;
  /** the create button and the screen it opens; lists that staff do not fill have none */
  create?: { label: string; to: string };
  /** selects beside the search box, each kept in the URL and given to `listQuery` */
  filters?: readonly ListFilter[];
  /** more buttons in the toolbar, given the current search and filters (an export of what is shown) */
  toolbar?: (current: { query: string; filters: FilterValues }) => ReactNode;
  /** the read of one page (api/queries.ts), with its key and failure texts */
  listQuery: (page: number, query: string, filters: FilterValues) => UseQueryOptions<ApiPage<T>, Error, ApiPage<T>, K>;
  rowKey: keyof T & string;
  columns: (context: { page: number }) => TableColumnsType<T>;
}

/** The shared frame of the dashboard's lists (spec section 2): count, search, table, pages. */
export function ListScreen<T extends object, K extends QueryKey>(props: ListScreenProps<T, K>) {
  const { create } = props;
  const { page, query, filters, setPage, search, clearSearch, setFilter } = useListParams(props.filters);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const list = useQuery(props.listQuery(page, query, filters));
  const totalPages = list.data?.totalPages ?? 0;
  const settled = list.isSuccess && !list.isPlaceholderData;

  // deleting the only row of the last page leaves that page empty: show the new last page
  useEffect(() => {
    if (settled && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [settled, totalPages, page, setPage]);

  return (
    <>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Flex justify="space-between" align="baseline" gap={12} wrap>
        <Typography.Paragraph type="secondary">{t('list.count', { count: list.data?.countData ?? 0 })}</Typography.Paragraph>
        <ZoneNote />
      </Flex>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap style={{ flex: '1 1 460px' }}>
          <SearchBox query={query} placeholder={props.searchPlaceholder} onSearch={search} onClear={clearSearch} />
          {props.filters?.map((filter) => (
            <Select
              key={filter.name}
              id={`list-filter-${filter.name}`}
              aria-label={filter.label}
              prefix={`${filter.label}:`}
              value={filters[filter.name]}
              options={[{ value: '', label: t('common.all') }, ...filter.options]}
              onChange={(value: string) => setFilter(filter.name, value)}
              popupMatchSelectWidth={false}
              style={{ minWidth: 150 }}
            />
          ))}
        </Flex>
        <Flex gap={12} wrap>
          {props.toolbar?.({ query, filters })}
          {create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(create.to)}>
              {create.label}
            </Button>
          )}
        </Flex>
      </Flex>
      <Table<T>
        rowKey={props.rowKey}
        columns={props.columns({ page })}
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
