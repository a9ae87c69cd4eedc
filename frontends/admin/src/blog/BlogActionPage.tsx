import { CloudUploadOutlined, FolderAddOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { MESSAGES, VALIDATION, isAdminLevel } from '@csec/contracts';
import { Alert, Button, Col, Form, Input, Result, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { DASHBOARD_PATH } from '../paths';
import { useCurrentUser } from '../session/SessionContext';
import { PageHeader } from '../ui/PageHeader';
import { PageSpinner } from '../ui/PageSpinner';
import { CategoryDialog } from './CategoryDialog';
import ContentEditor from './ContentEditor';
import { CoverPicker } from './CoverPicker';
import { InfoBox } from './InfoBox';
import { useBlogEditor } from './useBlogEditor';
import { useCategories } from './useCategories';
import { useImageUpload } from './useImageUpload';

const fieldStatus = (message: string | undefined) => (message ? 'error' : undefined);

/** /dashboard/blog/add (no slug) and /dashboard/blog/edit/{slug}: 'Action a Blog'. */
export default function BlogActionPage({ slug }: { slug?: string }) {
  const user = useCurrentUser();
  const editor = useBlogEditor(slug);
  const { categories, reload: reloadCategories } = useCategories();
  const uploadImage = useImageUpload();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { values, errors, locked } = editor;

  const header = (
    <>
      <PageHeader
        title="Action a Blog"
        backTo={DASHBOARD_PATH}
        actions={
          <Button icon={<FolderAddOutlined />} onClick={() => setDialogOpen(true)}>
            Add Category
          </Button>
        }
      />
      <CategoryDialog
        open={dialogOpen}
        canDelete={isAdminLevel(user.role)}
        categories={categories}
        onClose={() => setDialogOpen(false)}
        onChanged={reloadCategories}
      />
    </>
  );

  if (editor.phase !== 'ready') {
    return (
      <>
        {header}
        {editor.phase === 'loading' && <PageSpinner />}
        {editor.phase === 'missing' && <Result status="404" title={MESSAGES.blogNotFound} />}
        {editor.phase === 'failed' && <Result status="error" title={MESSAGES.blogDetailFailed} />}
      </>
    );
  }

  return (
    <>
      {header}
      {locked && <Alert type="info" showIcon title={VALIDATION.publishedLocked} style={{ marginBottom: 16 }} />}
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          icon={locked ? <UndoOutlined /> : <CloudUploadOutlined />}
          loading={editor.busy}
          onClick={() => void editor.toggleStatus()}
        >
          {locked ? 'Draft' : 'Publish'}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={editor.busy}
          disabled={locked}
          onClick={() => void editor.save()}
        >
          Save
        </Button>
        <Tag color={editor.saved ? 'green' : 'orange'}>{editor.saved ? 'Saved' : 'Not saved'}</Tag>
      </Space>
      <Form layout="vertical" component="div">
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Form.Item label="Title" htmlFor="blog-title" validateStatus={fieldStatus(errors.title)} help={errors.title}>
              <Input
                id="blog-title"
                value={values.title}
                disabled={locked}
                onChange={(event) => editor.change('title', event.target.value)}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Category"
                  htmlFor="blog-category"
                  validateStatus={fieldStatus(errors.category)}
                  help={errors.category}
                >
                  <Select<number>
                    id="blog-category"
                    allowClear
                    placeholder="Select a category"
                    value={values.categoryId ?? undefined}
                    disabled={locked}
                    options={categories.map((category) => ({ value: category.id, label: category.name }))}
                    onChange={(categoryId) => editor.change('categoryId', categoryId ?? null)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Event date (not required)" htmlFor="blog-event-date">
                  <Input
                    id="blog-event-date"
                    type="date"
                    value={values.eventDate ?? ''}
                    disabled={locked}
                    onChange={(event) => editor.change('eventDate', event.target.value || null)}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Content" validateStatus={fieldStatus(errors.content)} help={errors.content}>
              <ContentEditor
                value={values.content}
                readOnly={locked}
                invalid={Boolean(errors.content)}
                onChange={(html, fromUser) => editor.change('content', html, fromUser)}
                uploadImage={uploadImage}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item label="Information">
              <InfoBox info={editor.info} />
            </Form.Item>
            <Form.Item label="Cover" validateStatus={fieldStatus(errors.cover)} help={errors.cover}>
              <CoverPicker
                url={values.cover}
                fileName={editor.coverName}
                disabled={locked}
                onChange={editor.setCover}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </>
  );
}
