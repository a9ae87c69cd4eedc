import { RollbackOutlined } from '@ant-design/icons';
import { LOCKED_STATUSES } from '@csec/contracts';
import type { BlogSaveResponse, BlogView, RevisionListItem } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestoreRevision } from '../api/mutations';
import { revisionListQuery, revisionQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { Pager } from '../list/Pager';
import { RevisionDiff } from './RevisionDiff';
import { ZoneNote } from '../ui/ZoneNote';

interface HistoryDrawerProps {
  /** the post as last saved: what the revisions are compared with */
  blog: BlogView;
  open: boolean;
  /** the form holds changes that are not saved */
  unsaved: boolean;
  onClose: () => void;
  onRestored: (response: BlogSaveResponse) => void;
}

/** The editor's History: the post's revisions, newest first, each compared with the post, and Restore. */
export function HistoryDrawer({ blog, open, unsaved, onClose, onRestored }: HistoryDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} destroyOnHidden size={720} title={t('revisions.title')} extra={<ZoneNote />}>
      {open && <HistoryPanel blog={blog} unsaved={unsaved} onRestored={onRestored} />}
    </Drawer>
  );
}

function HistoryPanel({ blog, unsaved, onRestored }: Omit<HistoryDrawerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(revisionListQuery(blog.blogId, page));

  return (
    <Flex vertical gap={16}>
      {unsaved && <Alert type="warning" showIcon title={t('revisions.unsavedWarning')} />}
      {list.isPending ? (
        <Spin />
      ) : (
        <section aria-label={t('revisions.list')}>
          <Flex vertical gap={4}>
            {list.data?.data.map((revision) => (
              <Button
                key={revision.id}
                type={revision.id === selected ? 'primary' : 'text'}
                aria-pressed={revision.id === selected}
                onClick={() => setSelected(revision.id)}
                style={{ justifyContent: 'flex-start', height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              >
                <RevisionRow revision={revision} />
              </Button>
            ))}
          </Flex>
          <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
        </section>
      )}
      {selected !== null && <RevisionDetails key={selected} blog={blog} revisionId={selected} onRestored={onRestored} />}
    </Flex>
  );
}

function RevisionRow({ revision }: { revision: RevisionListItem }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="baseline">
      <time dateTime={revision.createdAt}>{formatFullDate(revision.createdAt)}</time>
      <span>{revision.authorName}</span>
      <Typography.Text strong ellipsis style={{ maxWidth: 280 }}>
        {revision.title}
      </Typography.Text>
      {revision.restoredFromId !== null && <Tag color="blue">{t('revisions.restoredTag')}</Tag>}
      {revision.changedFields.map((field) => (
        <Tag key={field}>{t(`revisions.fields.${field}`)}</Tag>
      ))}
    </Flex>
  );
}

function RevisionDetails({ blog, revisionId, onRestored }: { blog: BlogView; revisionId: number; onRestored: HistoryDrawerProps['onRestored'] }) {
  const toast = useToast();
  const { t } = useTranslation();
  const detail = useQuery(revisionQuery(blog.blogId, revisionId));
  const restore = useRestoreRevision();
  const locked = LOCKED_STATUSES.includes(blog.publishStatus);
  const revision = detail.data;

  if (!revision) return detail.isPending ? <Spin /> : null;

  const confirm = async () => {
    try {
      onRestored(await restore.mutateAsync({ blogId: blog.blogId, revisionId }));
    } catch (error) {
      toast.failure(error, { failed: t('revisions.restoreFailed'), network: t('revisions.restoreFailed') });
    }
  };

  return (
    <section aria-label={t('revisions.selected')}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('revisions.revisionOf', { date: formatFullDate(revision.createdAt), author: revision.authorName })}
        </Typography.Title>
        <Popconfirm
          title={t('revisions.restoreConfirmTitle')}
          description={t('revisions.restoreConfirm')}
          okText={t('revisions.restoreOk')}
          disabled={locked}
          onConfirm={() => void confirm()}
        >
          <Button icon={<RollbackOutlined />} disabled={locked} loading={restore.isPending}>
            {t('revisions.restore')}
          </Button>
        </Popconfirm>
      </Flex>
      {locked && <Alert type="info" showIcon title={t('validation.publishedLocked')} style={{ marginBottom: 12 }} />}
      <RevisionDiff current={blog} revision={revision} />
    </section>
  );
}
