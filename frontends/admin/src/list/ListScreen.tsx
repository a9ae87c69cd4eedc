import { PlusOutlined } from '@ant-design/icons';
import type { ApiPage } from '@csec/contracts';
import { Button, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FailureTexts } from '../feedback/useToast';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useListData } from './useListData';
import { useListParams } from './useListParams';

export const EMPTY_LIST_TEXT = 'Belum terdapat data yang dibuat.';

interface ListScreenProps<T> {
  title: string;
  searchPlaceholder: string;
  createLabel: string;
  createTo: string;
  /** a stable function (module level), so the list loads once per page and query */
  fetchPage(page: number, query: string): Promise<ApiPage<T>>;
  failure: FailureTexts;
  rowKey: keyof T & string;
  columns(context: { page: number; reload(): void }): TableColumnsType<T>;
}

/** The shared frame of the blog and user lists (spec section 2). */
export function ListScreen<T extends object>(props: ListScreenProps<T>) {
  const { page, query, setPage, search, clearSearch } = useListParams();
  const navigate = useNavigate();
  const list = useListData(props.fetchPage, page, query, props.failure);
  const lastPage = list.totalPages;

  // deleting the only row of the last page leaves that page empty: show the new last page
  useEffect(() => {
    if (!list.loading && lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [list.loading, lastPage, page, setPage]);

  return (
    <>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Typography.Paragraph type="secondary">Count {list.countData} data</Typography.Paragraph>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox query={query} placeholder={props.searchPlaceholder} onSearch={search} onClear={clearSearch} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(props.createTo)}>
          {props.createLabel}
        </Button>
      </Flex>
      <Table<T>
        rowKey={props.rowKey}
        columns={props.columns({ page, reload: list.reload })}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.loading ? ' ' : EMPTY_LIST_TEXT }}
      />
      <Pager page={page} totalPages={list.totalPages} onChange={setPage} />
    </>
  );
}
