import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CategoryOverviewItem } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCategory } from '../api/mutations';
import { categoryOverviewQuery } from '../api/queries';
import { CategoryFormModal } from '../categories/CategoryFormModal';
import { useToast } from '../feedback/useToast';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { PageHeader } from '../ui/PageHeader';

/** A count, and under it what the count means for the category, when it means something. */
function CountWithNote({ count, note }: { count: number; note?: string }) {
  return (
    <Flex vertical>
      <span>{count}</span>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** /dashboard/categories (admin-level): every category with its posts; add, rename, describe, delete. */
export default function CategoryListPage() {
  const toast = useToast();
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteCategory();
  const list = useQuery(categoryOverviewQuery);
  // undefined: no form open; null: adding; a category: editing it
  const [editing, setEditing] = useState<CategoryOverviewItem | null | undefined>(undefined);

  const deleteCategory = (category: CategoryOverviewItem) =>
    confirmDelete(t('categories.deleteConfirm', { name: category.name }), async () => {
      try {
        await remove.mutateAsync(category.id);
        toast.success(t('messages.categoryDeleted'));
      } catch (error) {
        // A post saved into it since the list was read: the API's 409 says how many.
        toast.failure(error, { failed: t('messages.categoryDeleteFailed'), network: t('messages.categoryDeleteFailed') });
      }
    });

  return (
    <>
      <PageHeader
        title={t('categories.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('categories.add')}
          </Button>
        }
      />
      <Table<CategoryOverviewItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('categories.empty') }}
        // fixed widths so the notes wrap inside their columns; narrow screens scroll the table
        scroll={{ x: 960 }}
        columns={[
          { title: t('categories.nameLabel').toUpperCase(), dataIndex: 'name', key: 'name', width: 180 },
          { title: t('categories.descriptionLabel').toUpperCase(), dataIndex: 'description', key: 'description' },
          {
            title: t('categories.postsColumn').toUpperCase(),
            key: 'posts',
            width: 220,
            // The API's 409 rule, said before anyone tries to delete.
            render: (_value, category) => (
              <CountWithNote count={category.posts} note={category.posts > 0 ? t('categories.inUse', { count: category.posts }) : undefined} />
            ),
          },
          {
            title: t('categories.publishedColumn').toUpperCase(),
            key: 'published',
            width: 220,
            render: (_value, category) => <CountWithNote count={category.published} note={category.published === 0 ? t('categories.notListed') : undefined} />,
          },
          {
            title: t('categories.actionsColumn').toUpperCase(),
            key: 'action',
            width: 190,
            render: (_value, category) => (
              <Flex gap={8}>
                <Button size="small" icon={<EditOutlined />} aria-label={`${t('categories.edit')} ${category.name}`} onClick={() => setEditing(category)}>
                  {t('categories.edit')}
                </Button>
                <Tooltip title={category.posts > 0 ? t('categories.inUse', { count: category.posts }) : undefined}>
                  <Button
                    size="small"
                    danger
                    disabled={category.posts > 0}
                    icon={<DeleteOutlined />}
                    aria-label={`${t('categories.delete')} ${category.name}`}
                    onClick={() => deleteCategory(category)}
                  >
                    {t('categories.delete')}
                  </Button>
                </Tooltip>
              </Flex>
            ),
          },
        ]}
      />
      {editing !== undefined && <CategoryFormModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
