import { MESSAGES, PUBLISH_STATUS } from '@csec/contracts';
import { useDeleteBlog } from '../api/mutations';
import { blogListQuery } from '../api/queries';
import { StatusBadge } from '../blog/StatusBadge';
import { useToast } from '../feedback/useToast';
import { formatListDate } from '../lib/formatDate';
import { rowNumber } from '../lib/pagination';
import { ListScreen } from '../list/ListScreen';
import { RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { BLOG_ADD_PATH, blogEditPath, publicPostPath } from '../paths';

const DELETE_FAILED = { failed: MESSAGES.blogDeleteFailed, network: MESSAGES.blogDeleteFailed };

/** /dashboard: every post, drafts, scheduled and published. */
export default function BlogListPage() {
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const deleteBlog = useDeleteBlog();

  return (
    <ListScreen
      title="Blogs"
      searchPlaceholder="Search blog title, category, author, status..."
      create={{ label: 'Create new blog', to: BLOG_ADD_PATH }}
      listQuery={blogListQuery}
      rowKey="blogId"
      columns={({ page }) => [
        { title: 'NO', key: 'no', width: 64, render: (_value, _row, index) => rowNumber(page, index) },
        { title: 'TITLE', dataIndex: 'title', key: 'title' },
        { title: 'CATEGORY', dataIndex: 'category', key: 'category', render: (category: string | null) => category ?? '-' },
        { title: 'CREATED BY', dataIndex: 'createdBy', key: 'createdBy' },
        {
          title: 'STATUS',
          dataIndex: 'publishStatus',
          key: 'status',
          render: (_status, blog) => <StatusBadge status={blog.publishStatus} publishAt={blog.publishAt} />,
        },
        { title: 'CREATED AT', dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
        {
          title: 'ACTION',
          key: 'action',
          render: (_value, blog) => (
            <RowActions
              editTo={blogEditPath(blog.slug)}
              // another author's post, for an author: the editor opens it read-only
              readOnly={!blog.can.delete}
              name={`blog ${blog.title}`}
              // only a published post has a public page
              viewHref={blog.publishStatus === PUBLISH_STATUS ? publicPostPath(blog.slug) : undefined}
              // what the API lets this caller do with the post (authors: their own only)
              canDelete={blog.can.delete}
              onDelete={() =>
                confirmDelete(`Are you sure to delete this '${blog.title}' blog?`, async () => {
                  try {
                    await deleteBlog.mutateAsync(blog.blogId);
                    toast.success(MESSAGES.blogDeleted);
                  } catch (error) {
                    toast.failure(error, DELETE_FAILED);
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
