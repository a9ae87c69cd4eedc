import { RollbackOutlined } from '@ant-design/icons';
import { LOCKED_STATUSES, REVISION_MESSAGES, VALIDATION } from '@csec/contracts';
import type { BlogSaveResponse, BlogView, RevisionListItem } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useRestoreRevision } from '../api/mutations';
import { revisionListQuery, revisionQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { Pager } from '../list/Pager';
import { RevisionDiff } from './RevisionDiff';
import { ZoneNote } from '../ui/ZoneNote';

const RESTORE_FAILED = { failed: REVISION_MESSAGES.restoreFailed, network: REVISION_MESSAGES.restoreFailed };
const FIELD_LABELS: Record<RevisionListItem['changedFields'][number], string> = {
  title: 'title',
  content: 'content',
  cover: 'cover',
  category: 'category',
  eventDate: 'event date',
};

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
  return (
    <Drawer open={open} onClose={onClose} destroyOnHidden size={720} title="History" extra={<ZoneNote />}>
      {open && <HistoryPanel blog={blog} unsaved={unsaved} onRestored={onRestored} />}
    </Drawer>
  );
}

function HistoryPanel({ blog, unsaved, onRestored }: Omit<HistoryDrawerProps, 'open' | 'onClose'>) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(revisionListQuery(blog.blogId, page));

  return (
    <Flex vertical gap={16}>
      {unsaved && <Alert type="warning" showIcon title={REVISION_MESSAGES.unsavedWarning} />}
      {list.isPending ? (
        <Spin />
      ) : (
        <section aria-label="Revisions">
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
  return (
    <Flex gap={8} wrap align="baseline">
      <time dateTime={revision.createdAt}>{formatFullDate(revision.createdAt)}</time>
      <span>{revision.authorName}</span>
      <Typography.Text strong ellipsis style={{ maxWidth: 280 }}>
        {revision.title}
      </Typography.Text>
      {revision.restoredFromId !== null && <Tag color="blue">restored</Tag>}
      {revision.changedFields.map((field) => (
        <Tag key={field}>{FIELD_LABELS[field]}</Tag>
      ))}
    </Flex>
  );
}

function RevisionDetails({ blog, revisionId, onRestored }: { blog: BlogView; revisionId: number; onRestored: HistoryDrawerProps['onRestored'] }) {
  const toast = useToast();
  const detail = useQuery(revisionQuery(blog.blogId, revisionId));
  const restore = useRestoreRevision();
  const locked = LOCKED_STATUSES.includes(blog.publishStatus);
  const revision = detail.data;

  if (!revision) return detail.isPending ? <Spin /> : null;

  const confirm = async () => {
    try {
      onRestored(await restore.mutateAsync({ blogId: blog.blogId, revisionId }));
    } catch (error) {
      toast.failure(error, RESTORE_FAILED);
    }
  };

  return (
    <section aria-label="Selected revision">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Revision of {formatFullDate(revision.createdAt)} by {revision.authorName}
        </Typography.Title>
        <Popconfirm
          title={REVISION_MESSAGES.restoreConfirmTitle}
          description={REVISION_MESSAGES.restoreConfirm}
          okText="Yes, restore"
          disabled={locked}
          onConfirm={() => void confirm()}
        >
          <Button icon={<RollbackOutlined />} disabled={locked} loading={restore.isPending}>
            Restore
          </Button>
        </Popconfirm>
      </Flex>
      {locked && <Alert type="info" showIcon title={VALIDATION.publishedLocked} style={{ marginBottom: 12 }} />}
      <RevisionDiff current={blog} revision={revision} />
    </section>
  );
}
