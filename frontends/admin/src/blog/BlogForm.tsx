import { ClockCircleOutlined, CloudUploadOutlined, ExportOutlined, HistoryOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, DRAFT_STATUS, LOCKED_STATUSES, postPagePath, PUBLISH_STATUS, SCHEDULED_STATUS, SITE_LANGUAGES } from '@csec/contracts';
import type { BlogSaveResponse, BlogView, PostPermissions, SiteLanguage } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import type { BlogInput } from '../api/endpoints';
import { useSaveBlog, useScheduleBlog, useSetPublished } from '../api/mutations';
import { categoriesQuery, useSiteTimeZone } from '../api/queries';
import { useToast, type FailureTexts } from '../feedback/useToast';
import { failureMessage, fieldMessage } from '../i18n/serverMessages';
import type { TextKey } from '../i18n/translation';
import { blogRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';
import { formatSiteTime } from '../lib/siteTime';
import { blogEditPath } from '../paths';
import ContentEditor from './ContentEditor';
import { CoverPicker } from './CoverPicker';
import { HistoryDrawer } from './HistoryDrawer';
import { InfoBox } from './InfoBox';
import { StaleSaveDialog } from './StaleSaveDialog';
import { TranslationPanel } from './TranslationPanel';
import { PreviewActions } from './PreviewActions';
import { ScheduleDialog } from './ScheduleDialog';
import { useImageUpload } from './useImageUpload';
import { ZoneNote } from '../ui/ZoneNote';

const NEW_BLOG: BlogInput = { title: '', categoryId: null, content: '', cover: null, eventDate: null };
const NEW_POST_ACTIONS: PostPermissions = {
  edit: true,
  publish: true,
  schedule: true,
  draft: false,
  delete: true,
  history: false,
  preview: false,
  translate: false,
};

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
  const { t } = useTranslation();
  /** A write's one failure text, for both a refusal and a network failure. */
  const failed = (key: TextKey): FailureTexts => ({ failed: t(key), network: t(key) });
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
  // A new post's language, chosen once: a saved post keeps its own.
  const [newLanguage, setNewLanguage] = useState<SiteLanguage>(DEFAULT_LANGUAGE);
  const language = blog?.language ?? newLanguage;
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
      const response = await saveBlog.mutateAsync({ blogId: blog?.blogId ?? null, language, input, version: editedVersion.current });
      editedVersion.current = response.version;
      toast.success(t('messages.blogSaved'));
      setSaved(edits.current === editsAtStart);
      // a new post, or a renamed one: its address is the new slug
      if (response.blogSlug !== blog?.slug) navigate(blogEditPath(response.blogSlug, response.language), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'blog.stale') return setStaleMessage(failureMessage(error));
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, failed('messages.blogSaveFailed'));
    }
  };

  /** The Publish/Draft button: publishing needs a saved form without errors. */
  const toggleStatus = async () => {
    if (blog && locked) {
      try {
        await setPublished.mutateAsync({ slug: blog.slug, language, publish: false });
        toast.success(t('messages.drafted'));
      } catch (error) {
        toast.failure(error, failed('messages.draftFailed'));
      }
      return;
    }
    if (!(await readyToPublish()) || !blog) return;
    try {
      await setPublished.mutateAsync({ slug: blog.slug, language, publish: true });
      toast.success(t('messages.published'));
    } catch (error) {
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, failed('messages.publishFailed'));
    }
  };

  const restored = (response: BlogSaveResponse) => {
    toast.success(t('revisions.restored'));
    if (response.blogSlug !== blog?.slug) navigate(blogEditPath(response.blogSlug, language), { replace: true });
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
    if (!saved || !blog) toast.error(t('validation.saveBeforePublish'));
    else if (!valid) toast.error(t('validation.checkErrorInput'));
    return saved && blog !== null && valid;
  };

  const openSchedule = async () => {
    if (await readyToPublish()) setScheduling(true);
  };

  /** Answers the API's reason for refusing the time, for the dialog to show. */
  const schedule = async (publishAt: string): Promise<string | undefined> => {
    if (!blog) return undefined;
    try {
      await scheduleBlog.mutateAsync({ slug: blog.slug, language, publishAt });
      toast.success(t('schedule.scheduled'));
      setScheduling(false);
      return undefined;
    } catch (error) {
      showServerErrors(form, error, SERVER_FIELDS);
      toast.failure(error, failed('schedule.scheduleFailed'));
      const refusal = error instanceof ApiError ? error.errors.publishAt : undefined;
      return refusal && fieldMessage(refusal);
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
      {notYours && <Alert type="info" showIcon title={t('validation.notYourPost')} style={{ marginBottom: 16 }} />}
      {locked && !notYours && (
        <Alert
          type="info"
          showIcon
          title={t('validation.publishedLocked')}
          description={scheduledAt && timeZone ? t('schedule.scheduledFor', { time: formatSiteTime(scheduledAt, timeZone) }) : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Space style={{ marginBottom: 16 }} wrap>
        {(locked ? can.draft : can.publish) && (
          <Button icon={locked ? <UndoOutlined /> : <CloudUploadOutlined />} loading={busy} onClick={() => void toggleStatus()}>
            {locked ? t('blog.draft') : t('blog.publish')}
          </Button>
        )}
        {can.schedule && (
          <Button icon={<ClockCircleOutlined />} loading={busy} disabled={!timeZone} onClick={() => void openSchedule()}>
            {scheduledAt ? t('schedule.rescheduleButton') : t('schedule.scheduleButton')}
          </Button>
        )}
        {!notYours && (
          <>
            <Button type="primary" icon={<SaveOutlined />} loading={busy} disabled={readOnly} onClick={() => void save()}>
              {t('common.save')}
            </Button>
            <Tag color={saved ? 'green' : 'orange'}>{saved ? t('blog.saved') : t('blog.notSaved')}</Tag>
          </>
        )}
        {blog && can.history && (
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            {t('blog.history')}
          </Button>
        )}
        {blog && can.preview && <PreviewActions blogId={blog.blogId} />}
        {blog && status === PUBLISH_STATUS && (
          // the post's public page, in a new tab
          <Button icon={<ExportOutlined />} href={postPagePath(blog.slug, language)} target="_blank" rel="noopener noreferrer">
            {t('blog.view')}
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
            <Form.Item label={t('blog.title')} name="title" htmlFor="blog-title" rules={rules.title} validateFirst>
              <Input id="blog-title" disabled={readOnly} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('blog.category')}
                  name="categoryId"
                  htmlFor="blog-category"
                  rules={rules.categoryId}
                  normalize={(categoryId?: number | null) => categoryId ?? null}
                  getValueProps={(categoryId: number | null) => ({ value: categoryId ?? undefined })}
                >
                  <Select<number>
                    id="blog-category"
                    allowClear
                    placeholder={t('blog.categoryPlaceholder')}
                    disabled={readOnly}
                    options={categories.map((category) => ({ value: category.id, label: category.name }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('blog.eventDate')}
                  name="eventDate"
                  htmlFor="blog-event-date"
                  normalize={(date: string) => date || null}
                  getValueProps={(date: string | null) => ({ value: date ?? '' })}
                >
                  <Input id="blog-event-date" type="date" disabled={readOnly} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t('blog.content')} name="content" rules={rules.content}>
              <ContentEditor readOnly={readOnly} uploadImage={uploadImage} onNormalize={(html) => form.setFieldValue('content', html)} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item label={t('blog.language')} htmlFor="blog-language" extra={blog ? undefined : t('blog.languageFixed')}>
              <Select<SiteLanguage>
                id="blog-language"
                value={language}
                disabled={blog !== null}
                onChange={setNewLanguage}
                options={SITE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('blog.information')} extra={<ZoneNote />}>
              <InfoBox info={blog ?? { createdBy: null, createdAt: null, updatedBy: null, updatedAt: null }} />
            </Form.Item>
            <Form.Item label={t('blog.cover')} name="cover" rules={rules.cover}>
              <CoverPicker disabled={readOnly} />
            </Form.Item>
            {blog && <TranslationPanel blog={blog} />}
          </Col>
        </Row>
      </Form>
    </>
  );
}
