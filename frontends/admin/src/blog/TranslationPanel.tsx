import { LinkOutlined, TranslationOutlined } from '@ant-design/icons';
import { otherLanguage, type BlogView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePostTranslation } from '../api/mutations';
import { blogListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { blogEditPath } from '../paths';
import { StatusBadge } from './StatusBadge';

/**
 * A saved post's translation, in the editor's side column: the linked post in the other language
 * (open it, or unlink the two), or, when there is none, Translate (a linked draft in the other
 * language with this post's cover, category and event date) or a link to an existing post of that
 * language that has no translation yet. The API checks the same rules (`can.translate`, one post
 * per language, both posts the caller's to change).
 */
export function TranslationPanel({ blog }: { blog: BlogView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { translate, link, unlink } = usePostTranslation();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const other = otherLanguage(blog.language);
  const languageName = t(`languages.${other}`);
  const failed = { failed: t('translation.failed'), network: t('translation.failed') };
  const mayChange = blog.can.translate;
  // Posts of the other language without a translation of their own: the ones this post may be linked to.
  const candidates = useQuery({ ...blogListQuery(1, '', { language: other }), enabled: mayChange && !blog.translation });

  const openTranslation = async () => {
    try {
      const answer = await translate.mutateAsync(blog.blogId);
      if (answer.created) toast.success(t('translation.created'));
      navigate(blogEditPath(answer.blogSlug, answer.language));
    } catch (error) {
      toast.failure(error, failed);
    }
  };

  const linkChosen = async () => {
    if (chosen === undefined) return;
    try {
      await link.mutateAsync({ blogId: blog.blogId, translationId: chosen });
      toast.success(t('translation.linked'));
      setChosen(undefined);
    } catch (error) {
      toast.failure(error, failed);
    }
  };

  const unlinkTranslation = async () => {
    try {
      await unlink.mutateAsync(blog.blogId);
      toast.success(t('translation.unlinked'));
    } catch (error) {
      toast.failure(error, failed);
    }
  };

  const { translation } = blog;
  return (
    <section aria-labelledby="translation-heading" data-testid="translation-panel">
      <Typography.Title level={5} id="translation-heading">
        {t('translation.heading')}
      </Typography.Title>
      {translation ? (
        <Flex vertical gap={8}>
          <Space wrap>
            <Typography.Text>{t('translation.statusLabel', { language: languageName })}</Typography.Text>
            <StatusBadge status={translation.publishStatus} publishAt={null} />
          </Space>
          <Space wrap>
            <Button icon={<TranslationOutlined />} onClick={() => navigate(blogEditPath(translation.slug, translation.language))}>
              {t('translation.open', { language: languageName })}
            </Button>
            {mayChange && (
              <Popconfirm title={t('translation.unlinkConfirm', { language: languageName })} onConfirm={() => void unlinkTranslation()}>
                <Button loading={unlink.isPending}>{t('translation.unlink')}</Button>
              </Popconfirm>
            )}
          </Space>
        </Flex>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('translation.none', { language: languageName })}</Typography.Text>
          {mayChange && (
            <>
              <Button type="primary" ghost icon={<TranslationOutlined />} loading={translate.isPending} onClick={() => void openTranslation()}>
                {t('translation.translate', { language: languageName })}
              </Button>
              <label htmlFor="translation-link">{t('translation.linkLabel', { language: languageName })}</label>
              <Space.Compact>
                <Select<number>
                  id="translation-link"
                  style={{ minWidth: 220 }}
                  placeholder={t('translation.linkPlaceholder')}
                  value={chosen}
                  onChange={setChosen}
                  loading={candidates.isPending}
                  options={(candidates.data?.data ?? [])
                    .filter((post) => !post.translation && post.can.translate)
                    .map((post) => ({ value: post.blogId, label: post.title }))}
                />
                <Button icon={<LinkOutlined />} disabled={chosen === undefined} loading={link.isPending} onClick={() => void linkChosen()}>
                  {t('translation.link')}
                </Button>
              </Space.Compact>
            </>
          )}
        </Flex>
      )}
    </section>
  );
}
