import { MESSAGES, PUBLISH_STATUS, isAdminLevel } from '@csec/contracts';
import type { BlogListItem } from '@csec/contracts';
import { Tag } from 'antd';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';
import { formatListDate } from '../lib/formatDate';
import { rowNumber } from '../lib/pagination';
import { ListScreen } from '../list/ListScreen';
import { RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { BLOG_ADD_PATH, blogEditPath } from '../paths';
import { useCurrentUser } from '../session/SessionContext';

const FAILURE = { failed: MESSAGES.blogsFailed, network: MESSAGES.blogsFailed };

/** /dashboard: every post, drafts and published. */
export default function BlogListPage() {
  const user = useCurrentUser();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();

  return (
    <ListScreen<BlogListItem>
      title="Blogs"
      searchPlaceholder="Search blog title, category, author, status..."
      createLabel="Create new blog"
      createTo={BLOG_ADD_PATH}
      fetchPage={api.blogs}
      failure={FAILURE}
      rowKey="blogId"
      columns={({ page, reload }) => [
        { title: 'NO', key: 'no', width: 64, render: (_value, _row, index) => rowNumber(page, index) },
        { title: 'TITLE', dataIndex: 'title', key: 'title' },
        { title: 'CATEGORY', dataIndex: 'category', key: 'category', render: (category: string | null) => category ?? '-' },
        { title: 'CREATED BY', dataIndex: 'createdBy', key: 'createdBy' },
        {
          title: 'STATUS',
          dataIndex: 'publishStatus',
          key: 'status',
          render: (status: string) => <Tag color={status === PUBLISH_STATUS ? 'green' : 'gold'}>{status}</Tag>,
        },
        { title: 'CREATED AT', dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
        {
          title: 'ACTION',
          key: 'action',
          render: (_value, blog) => (
            <RowActions
              editTo={blogEditPath(blog.slug)}
              name={`blog ${blog.title}`}
              // authors manage only their own posts; the API enforces it too
              canDelete={isAdminLevel(user.role) || blog.author === user.id}
              onDelete={() =>
                confirmDelete(`Are you sure to delete this '${blog.title}' blog?`, async () => {
                  try {
                    await api.deleteBlog(blog.blogId);
                    toast.success(MESSAGES.blogDeleted);
                    reload();
                  } catch (error) {
                    toast.failure(error, { failed: MESSAGES.blogDeleteFailed, network: MESSAGES.blogDeleteFailed });
                  }
                })
              }
            />
          ),
        },
      ]}
    />
  );
}
