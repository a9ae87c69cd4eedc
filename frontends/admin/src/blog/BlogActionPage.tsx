import { FolderAddOutlined } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, isAdminLevel, SITE_LANGUAGES } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { blogQuery } from '../api/queries';
import { DASHBOARD_PATH, blogEditPath } from '../paths';
import { useCurrentUser } from '../session/session';
import { PageHeader } from '../ui/PageHeader';
import { PageSpinner } from '../ui/PageSpinner';
import { BlogForm } from './BlogForm';
import { CategoryDialog } from './CategoryDialog';

/** /dashboard/blog/add (no slug) and /dashboard/blog/edit/{slug}[?lang=id]: 'Action a Blog'. */
export default function BlogActionPage({ slug }: { slug?: string }) {
  const lang = useSearchParams()[0].get('lang');
  const language = SITE_LANGUAGES.find((candidate) => candidate === lang) ?? DEFAULT_LANGUAGE;
  const managesCategories = isAdminLevel(useCurrentUser().role);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  // a new key starts the form over from the post as loaded afresh (after a restore, or a stale save)
  const [formKey, setFormKey] = useState(0);
  const post = useQuery({ ...blogQuery(slug ?? '', language), enabled: Boolean(slug) });
  const blog = post.data;

  // an old slug: the post lives under its new one now
  const moved = blog && blog.slug !== slug ? blog.slug : null;
  useEffect(() => {
    if (moved) navigate(blogEditPath(moved, language), { replace: true });
  }, [moved, language, navigate]);

  let body;
  if (!slug) body = <BlogForm blog={null} />;
  else if (post.isPending || moved) body = <PageSpinner />;
  else if (blog)
    body = (
      <BlogForm
        // another post (its translation, opened from this one) starts a form of its own
        key={`${blog.blogId}:${formKey}`}
        blog={blog}
        onReload={async () => {
          await post.refetch();
          setFormKey((key) => key + 1);
        }}
      />
    );
  else if (!post.error || (post.error instanceof ApiError && post.error.httpStatus === 404)) body = <Result status="404" title={t('messages.blogNotFound')} />;
  else body = <Result status="error" title={t('messages.blogDetailFailed')} />;

  return (
    <>
      <PageHeader
        title={t('blog.pageTitle')}
        backTo={DASHBOARD_PATH}
        actions={
          // Categories are admin-level staff's to manage (design.md, roles); authors pick from the existing ones.
          managesCategories && (
            <Button icon={<FolderAddOutlined />} onClick={() => setDialogOpen(true)}>
              {t('blog.addCategory')}
            </Button>
          )
        }
      />
      {managesCategories && <CategoryDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
      {body}
    </>
  );
}
