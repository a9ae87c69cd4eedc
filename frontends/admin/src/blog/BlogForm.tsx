import { ClockCircleOutlined, CloudUploadOutlined, ExportOutlined, HistoryOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DRAFT_STATUS, LOCKED_STATUSES, MESSAGES, PUBLISH_STATUS, REVISION_MESSAGES, SCHEDULE_TEXTS, SCHEDULED_STATUS, VALIDATION } from '@csec/contracts';
import type { BlogSaveResponse, BlogView, PostPermissions } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import type { BlogInput } from '../api/endpoints';
import { useSaveBlog, useScheduleBlog, useSetPublished } from '../api/mutations';
import { categoriesQuery, useSiteTimeZone } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { blogRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';
import { formatSiteTime } from '../lib/siteTime';
import { blogEditPath, publicPostPath } from '../paths';
import ContentEditor from './ContentEditor';
import { CoverPicker } from './CoverPicker';
import { HistoryDrawer } from './HistoryDrawer';
import { InfoBox } from './InfoBox';
import { StaleSaveDialog } from './StaleSaveDialog';
import { PreviewActions } from './PreviewActions';
import { ScheduleDialog } from './ScheduleDialog';
import { useImageUpload } from './useImageUpload';
import { ZoneNote } from '../ui/ZoneNote';

const NEW_BLOG: BlogInput = { title: '', categoryId: null, content: '', cover: null, eventDate: null };
const NEW_POST_ACTIONS: PostPermissions = { edit: true, publish: true, schedule: true, draft: false, delete: true, history: false, preview: false };

/** The API's field names for the form's fields. */
const SERVER_FIELDS = {
  title: 'title',
  categoryId: 'categoryId',
  category: 'categoryId',
  content: 'content',
  cover: 'cover',
  eventDate: 'eventDate',
} as const satisfies Record<string, keyof BlogInput>;

const valuesOf = (blog: BlogView): BlogInput => ({
  title: blog.title,
  categoryId: blog.categoryId,
  content: blog.content,
  cover: blog.cover,
  eventDate: blog.eventDate ? blog.eventDate.slice(0, 10) : null,
});

const PUBLISH_FAILED = { failed: MESSAGES.publishFailed, network: MESSAGES.publishFailed };
const DRAFT_FAILED = { failed: MESSAGES.draftFailed, network: MESSAGES.draftFailed };
const SAVE_FAILED = { failed: MESSAGES.blogSaveFailed, network: MESSAGES.blogSaveFailed };
const SCHEDULE_FAILED = { failed: SCHEDULE_TEXTS.scheduleFailed, network: SCHEDULE_TEXTS.scheduleFailed };

interface BlogFormProps {
  blog: BlogView | null;
  /** Loads the post afresh and starts the form over from it (after a save was refused as stale). */
  onReload?: () => Promise<void>;
}

/**
 * The blog form of 'Action a Blog' (spec sections 2 and 4): its fields start from `blog` (null
 * for a new post), and `blog` keeps the status and the information box current. Save creates or
 * updates; the toggle publishes a saved form without errors, or switches a published or scheduled
 * post back to draft; Schedule picks a time for the post to publish itself. A published or
 * scheduled post is locked. History lists the saved post's revisions; a restore saves one as the
 * post, and `onReload` then starts the form afresh from it.
 *
 * A save sends the version the fields were loaded from (or last saved as), not the one `blog`
 * holds now: a refetch may bring someone else's newer save that these fields never saw, and
 * saving over it must be refused (409 `blog.stale`), never silent.
 */
export function BlogForm({ blog, onReload }: BlogFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<BlogInput>();
  const { data: categories = [] } = useQuery(categoriesQuery);
  const uploadImage = useImageUpload();
  const saveBlog = useSaveBlog();
  const setPublished = useSetPublished();
  const scheduleBlog = useScheduleBlog();
  const timeZone = useSiteTimeZone();
  const [scheduling, setScheduling] = useState(false);
  const [saved, setSaved] = useState(blog !== null);
  const editedVersion = useRef(blog?.version);
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // counts edits, so a save only marks the form saved if nothing changed while it ran
  const edits = useRef(0);
  // publishing's own rules (category, content, cover) apply from a publish attempt to the next save
  const publishing = useRef(false);
  const rules = useMemo(() => blogRules(() => publishing.current), []);

  const status = blog?.publishStatus ?? DRAFT_STATUS;
  const locked = LOCKED_STATUSES.includes(status);
  // What the API lets this caller do with the post (its `can`); a new post is the caller's own draft.
  const can = blog?.can ?? NEW_POST_ACTIONS;
  const readOnly = !can.edit;
  // Another author's post, for an author: readable, with none of the actions (the API would answer 403).
  // `can.delete` depends on whose the post is alone, whatever its state.
  const notYours = blog !== null && !can.delete;
  const scheduledAt = status === SCHEDULED_STATUS && blog?.publishAt ? blog.publishAt : null;
  const busy = saveBlog.isPending || setPublished.isPending || scheduleBlog.isPending;

  const save = async () => {
    publishing.current = false;
    try {
      await form.validateFields(['title']);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as BlogInput;
    const input: BlogInput = {
      title: values.title.trim(),
      categoryId: values.categoryId ?? null,
      content: values.content ?? '',
      cover: values.cover ?? null,
      eventDate: values.eventDate || null,
    };
    const editsAtStart = edits.current;
    try {
      const response = await saveBlog.mutateAsync({ blogId: blog?.blogId ?? null, input, version: editedVersion.current });
      editedVersion.current = response.version;
      toast.success(MESSAGES.blogSaved);
      setSaved(edits.current === editsAtStart);
      // a new post, or a renamed one: its address is the new slug
      if (response.blogSlug !== blog?.slug) navigate(blogEditPath(response.blogSlug), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'blog.stale') return setStaleMessage(error.message);
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, SAVE_FAILED);
    }
  };

  /** The Publish/Draft button: publishing needs a saved form without errors. */
  const toggleStatus = async () => {
    if (blog && locked) {
      try {
        await setPublished.mutateAsync({ slug: blog.slug, publish: false });
        toast.success(MESSAGES.drafted);
      } catch (error) {
        toast.failure(error, DRAFT_FAILED);
      }
      return;
    }
    if (!(await readyToPublish()) || !blog) return;
    try {
      await setPublished.mutateAsync({ slug: blog.slug, publish: true });
      toast.success(MESSAGES.published);
    } catch (error) {
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, PUBLISH_FAILED);
    }
  };

  const restored = (response: BlogSaveResponse) => {
    toast.success(REVISION_MESSAGES.restored);
    if (response.blogSlug !== blog?.slug) navigate(blogEditPath(response.blogSlug), { replace: true });
    void onReload?.();
  };

  /** Publishing and scheduling need a saved form without errors (a scheduled post was checked when it was scheduled). */
  const readyToPublish = async (): Promise<boolean> => {
    if (status === SCHEDULED_STATUS) return true;
    publishing.current = true;
    let valid = true;
    try {
      await form.validateFields();
    } catch {
      valid = false;
    }
    if (!saved || !blog) toast.error(VALIDATION.saveBeforePublish);
    else if (!valid) toast.error(VALIDATION.checkErrorInput);
    return saved && blog !== null && valid;
  };

  const openSchedule = async () => {
    if (await readyToPublish()) setScheduling(true);
  };

  /** Answers the API's reason for refusing the time, for the dialog to show. */
  const schedule = async (publishAt: string): Promise<string | undefined> => {
    if (!blog) return undefined;
    try {
      await scheduleBlog.mutateAsync({ slug: blog.slug, publishAt });
      toast.success(SCHEDULE_TEXTS.scheduled);
      setScheduling(false);
      return undefined;
    } catch (error) {
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, SCHEDULE_FAILED);
      return error instanceof ApiError ? error.errors.publishAt : undefined;
    }
  };

  return (
    <>
      <StaleSaveDialog
        message={staleMessage}
        draft={{ title: String(form.getFieldValue('title') ?? ''), content: String(form.getFieldValue('content') ?? '') }}
        onClose={() => setStaleMessage(null)}
        onReload={async () => {
          await onReload?.();
          setStaleMessage(null);
        }}
      />
      {blog && <HistoryDrawer blog={blog} open={historyOpen} unsaved={!saved} onClose={() => setHistoryOpen(false)} onRestored={restored} />}
      {notYours && <Alert type="info" showIcon title={VALIDATION.notYourPost} style={{ marginBottom: 16 }} />}
      {locked && !notYours && (
        <Alert
          type="info"
          showIcon
          title={VALIDATION.publishedLocked}
          description={scheduledAt && timeZone ? SCHEDULE_TEXTS.scheduledFor(formatSiteTime(scheduledAt, timeZone)) : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Space style={{ marginBottom: 16 }} wrap>
        {(locked ? can.draft : can.publish) && (
          <Button icon={locked ? <UndoOutlined /> : <CloudUploadOutlined />} loading={busy} onClick={() => void toggleStatus()}>
            {locked ? 'Draft' : 'Publish'}
          </Button>
        )}
        {can.schedule && (
          <Button icon={<ClockCircleOutlined />} loading={busy} disabled={!timeZone} onClick={() => void openSchedule()}>
            {scheduledAt ? SCHEDULE_TEXTS.rescheduleButton : SCHEDULE_TEXTS.scheduleButton}
          </Button>
        )}
        {!notYours && (
          <>
            <Button type="primary" icon={<SaveOutlined />} loading={busy} disabled={readOnly} onClick={() => void save()}>
              Save
            </Button>
            <Tag color={saved ? 'green' : 'orange'}>{saved ? 'Saved' : 'Not saved'}</Tag>
          </>
        )}
        {blog && can.history && (
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            History
          </Button>
        )}
        {blog && can.preview && <PreviewActions blogId={blog.blogId} />}
        {blog && status === PUBLISH_STATUS && (
          // the post's public page, in a new tab
          <Button icon={<ExportOutlined />} href={publicPostPath(blog.slug)} target="_blank" rel="noopener noreferrer">
            View
          </Button>
        )}
      </Space>
      {scheduling && timeZone && (
        <ScheduleDialog timeZone={timeZone} current={scheduledAt} busy={scheduleBlog.isPending} onCancel={() => setScheduling(false)} onSchedule={schedule} />
      )}
      <Form<BlogInput>
        form={form}
        layout="vertical"
        component="div"
        initialValues={blog ? valuesOf(blog) : NEW_BLOG}
        onValuesChange={() => {
          // only the user's edits come here (not the editor's normalising, nor setFields)
          edits.current += 1;
          setSaved(false);
        }}
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Form.Item label="Title" name="title" htmlFor="blog-title" rules={rules.title} validateFirst>
              <Input id="blog-title" disabled={readOnly} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Category"
                  name="categoryId"
                  htmlFor="blog-category"
                  rules={rules.categoryId}
                  normalize={(categoryId?: number | null) => categoryId ?? null}
                  getValueProps={(categoryId: number | null) => ({ value: categoryId ?? undefined })}
                >
                  <Select<number>
                    id="blog-category"
                    allowClear
                    placeholder="Select a category"
                    disabled={readOnly}
                    options={categories.map((category) => ({ value: category.id, label: category.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Event date (not required)"
                  name="eventDate"
                  htmlFor="blog-event-date"
                  normalize={(date: string) => date || null}
                  getValueProps={(date: string | null) => ({ value: date ?? '' })}
                >
                  <Input id="blog-event-date" type="date" disabled={readOnly} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Content" name="content" rules={rules.content}>
              <ContentEditor readOnly={readOnly} uploadImage={uploadImage} onNormalize={(html) => form.setFieldValue('content', html)} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item label="Information" extra={<ZoneNote />}>
              <InfoBox info={blog ?? { createdBy: null, createdAt: null, updatedBy: null, updatedAt: null }} />
            </Form.Item>
            <Form.Item label="Cover" name="cover" rules={rules.cover}>
              <CoverPicker disabled={readOnly} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </>
  );
}
