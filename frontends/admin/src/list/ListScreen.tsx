import { PlusOutlined } from '@ant-design/icons';
import type { ApiPage } from '@csec/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useListParams } from './useListParams';

export const EMPTY_LIST_TEXT = 'Belum terdapat data yang dibuat.';

interface ListScreenProps<T, K extends QueryKey> {
  title: string;
  searchPlaceholder: string;
  createLabel: string;
  createTo: string;
  /** the read of one page (api/queries.ts), with its key and failure texts */
  listQuery: (page: number, query: string) => UseQueryOptions<ApiPage<T>, Error, ApiPage<T>, K>;
  rowKey: keyof T & string;
  columns: (context: { page: number }) => TableColumnsType<T>;
}

/** The shared frame of the blog and user lists (spec section 2). */
export function ListScreen<T extends object, K extends QueryKey>(props: ListScreenProps<T, K>) {
  const { page, query, setPage, search, clearSearch } = useListParams();
  const navigate = useNavigate();
  const list = useQuery(props.listQuery(page, query));
  const totalPages = list.data?.totalPages ?? 0;
  const settled = list.isSuccess && !list.isPlaceholderData;

  // deleting the only row of the last page leaves that page empty: show the new last page
  useEffect(() => {
    if (settled && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [settled, totalPages, page, setPage]);

  return (
    <>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Typography.Paragraph type="secondary">Count {list.data?.countData ?? 0} data</Typography.Paragraph>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox query={query} placeholder={props.searchPlaceholder} onSearch={search} onClear={clearSearch} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(props.createTo)}>
          {props.createLabel}
        </Button>
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
