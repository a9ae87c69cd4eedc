import { postPagePath, PUBLISH_STATUS, SITE_LANGUAGES } from '@csec/contracts';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDeleteBlog } from '../api/mutations';
import { blogListQuery } from '../api/queries';
import { StatusBadge } from '../blog/StatusBadge';
import { useToast } from '../feedback/useToast';
import { formatListDate } from '../lib/formatDate';
import { rowNumber } from '../lib/pagination';
import { ListScreen } from '../list/ListScreen';
import { RowActions } from '../list/RowActions';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { BLOG_ADD_PATH, blogEditPath } from '../paths';

/** /dashboard: every post, drafts, scheduled and published. */
export default function BlogListPage() {
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const deleteBlog = useDeleteBlog();
  const { t } = useTranslation();
  const deleteFailed = t('messages.blogDeleteFailed');

  return (
    <ListScreen
      title={t('blogList.title')}
      searchPlaceholder={t('blogList.search')}
      create={{ label: t('blogList.create'), to: BLOG_ADD_PATH }}
      listQuery={blogListQuery}
      filters={[{ name: 'language', label: t('blogList.languageFilter'), options: SITE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })) }]}
      rowKey="blogId"
      columns={({ page }) => [
        { title: t('blogList.columns.no'), key: 'no', width: 64, render: (_value, _row, index) => rowNumber(page, index) },
        { title: t('blogList.columns.title'), dataIndex: 'title', key: 'title' },
        {
          title: t('blogList.columns.language'),
          key: 'language',
          // the post's language, and whether its translation exists (a link to it)
          render: (_value, blog) => (
            <>
              <Tag>{t(`languages.${blog.language}`)}</Tag>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {blog.translation ? (
                  <Link to={blogEditPath(blog.translation.slug, blog.translation.language)}>
                    {t('blogList.translationOf', { language: t(`languages.${blog.translation.language}`) })}
                  </Link>
                ) : (
                  t('blogList.noTranslation')
                )}
              </Typography.Text>
            </>
          ),
        },
        { title: t('blogList.columns.category'), dataIndex: 'category', key: 'category', render: (category: string | null) => category ?? '-' },
        { title: t('blogList.columns.createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
        {
          title: t('blogList.columns.status'),
          dataIndex: 'publishStatus',
          key: 'status',
          render: (_status, blog) => <StatusBadge status={blog.publishStatus} publishAt={blog.publishAt} />,
        },
        { title: t('blogList.columns.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatListDate(date) },
        {
          title: t('blogList.columns.action'),
          key: 'action',
          render: (_value, blog) => (
            <RowActions
              editTo={blogEditPath(blog.slug, blog.language)}
              // another author's post, for an author: the editor opens it read-only
              readOnly={!blog.can.delete}
              name={t('blogList.rowName', { title: blog.title })}
              // only a published post has a public page
              viewHref={blog.publishStatus === PUBLISH_STATUS ? postPagePath(blog.slug, blog.language) : undefined}
              // what the API lets this caller do with the post (authors: their own only)
              canDelete={blog.can.delete}
              onDelete={() =>
                confirmDelete(t('blogList.confirmDelete', { title: blog.title }), async () => {
                  try {
                    await deleteBlog.mutateAsync(blog.blogId);
                    toast.success(t('messages.blogDeleted'));
                  } catch (error) {
                    toast.failure(error, { failed: deleteFailed, network: deleteFailed });
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
