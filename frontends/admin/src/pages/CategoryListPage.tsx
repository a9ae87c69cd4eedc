import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORY_TEXTS, MESSAGES } from '@csec/contracts';
import type { CategoryOverviewItem } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteCategory } from '../api/mutations';
import { categoryOverviewQuery } from '../api/queries';
import { CategoryFormModal } from '../categories/CategoryFormModal';
import { useToast } from '../feedback/useToast';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { PageHeader } from '../ui/PageHeader';

const DELETE_FAILED = { failed: MESSAGES.categoryDeleteFailed, network: MESSAGES.categoryDeleteFailed };

/** /dashboard/categories (admin-level): every category with its posts; add, rename, describe, delete. */
export default function CategoryListPage() {
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteCategory();
  const list = useQuery(categoryOverviewQuery);
  // undefined: no form open; null: adding; a category: editing it
  const [editing, setEditing] = useState<CategoryOverviewItem | null | undefined>(undefined);

  const deleteCategory = (category: CategoryOverviewItem) =>
    confirmDelete(CATEGORY_TEXTS.deleteConfirm(category.name), async () => {
      try {
        await remove.mutateAsync(category.id);
        toast.success(MESSAGES.categoryDeleted);
      } catch (error) {
        // A post saved into it since the list was read: the API's 409 says how many.
        toast.failure(error, DELETE_FAILED);
      }
    });

  return (
    <>
      <PageHeader
        title={CATEGORY_TEXTS.title}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {CATEGORY_TEXTS.add}
          </Button>
        }
      />
      <Table<CategoryOverviewItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: CATEGORY_TEXTS.empty }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: CATEGORY_TEXTS.nameLabel.toUpperCase(), dataIndex: 'name', key: 'name' },
          { title: CATEGORY_TEXTS.descriptionLabel.toUpperCase(), dataIndex: 'description', key: 'description' },
          { title: CATEGORY_TEXTS.postsColumn.toUpperCase(), dataIndex: 'posts', key: 'posts', align: 'right' },
          {
            title: CATEGORY_TEXTS.publishedColumn.toUpperCase(),
            key: 'published',
            render: (_value, category) => (
              <Flex vertical>
                <span>{category.published}</span>
                {category.published === 0 && <Typography.Text type="secondary">{CATEGORY_TEXTS.notListed}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: CATEGORY_TEXTS.actionsColumn.toUpperCase(),
            key: 'action',
            render: (_value, category) => (
              <Flex gap={8} align="center" wrap>
                <Button size="small" icon={<EditOutlined />} aria-label={`${CATEGORY_TEXTS.edit} ${category.name}`} onClick={() => setEditing(category)}>
                  {CATEGORY_TEXTS.edit}
                </Button>
                {category.posts > 0 ? (
                  // Said before anyone tries: the API refuses (409) while posts use it.
                  <Tooltip title={CATEGORY_TEXTS.inUse(category.posts)}>
                    <Button size="small" danger disabled icon={<DeleteOutlined />} aria-label={`${CATEGORY_TEXTS.delete} ${category.name}`}>
                      {CATEGORY_TEXTS.delete}
                    </Button>
                  </Tooltip>
                ) : (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${CATEGORY_TEXTS.delete} ${category.name}`}
                    onClick={() => deleteCategory(category)}
                  >
                    {CATEGORY_TEXTS.delete}
                  </Button>
                )}
                {category.posts > 0 && <Typography.Text type="secondary">{CATEGORY_TEXTS.inUse(category.posts)}</Typography.Text>}
              </Flex>
            ),
          },
        ]}
      />
      {editing !== undefined && <CategoryFormModal category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
