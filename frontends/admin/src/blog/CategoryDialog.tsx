import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import type { CategoryView } from '@csec/contracts';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';

interface CategoryDialogProps {
  open: boolean;
  /** only admin-level staff may delete a category */
  canDelete: boolean;
  categories: CategoryView[];
  onClose(): void;
  /** reloads the page's categories after an add or a delete */
  onChanged(): Promise<void>;
}

/** Add Category: name and description (both required, marked without a message) and the list. */
export function CategoryDialog({ open, canDelete, categories, onClose, onChanged }: CategoryDialogProps) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState({ name: false, description: false });
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const marks = { name: !name.trim(), description: !description.trim() };
    setInvalid(marks);
    if (marks.name || marks.description) return;
    setBusy(true);
    try {
      await api.createCategory(name.trim(), description.trim());
      toast.success(MESSAGES.categoryCreated);
      setName('');
      setDescription('');
      await onChanged();
    } catch (error) {
      toast.failure(error, { failed: MESSAGES.categoryCreateFailed, network: MESSAGES.categoryCreateFailed });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (category: CategoryView) => {
    try {
      await api.deleteCategory(category.id);
      toast.success(MESSAGES.categoryDeleted);
      await onChanged();
    } catch (error) {
      toast.failure(error, { failed: MESSAGES.categoryDeleteFailed, network: MESSAGES.categoryDeleteFailed });
    }
  };

  return (
    <Modal title="Add Category" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={add}>
        <Form.Item label="Name" htmlFor="category-name" validateStatus={invalid.name ? 'error' : undefined}>
          <Input
            id="category-name"
            value={name}
            status={invalid.name ? 'error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Description"
          htmlFor="category-description"
          validateStatus={invalid.description ? 'error' : undefined}
        >
          <Input.TextArea
            id="category-description"
            rows={2}
            value={description}
            status={invalid.description ? 'error' : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={busy}>
          Add
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Available category:
      </Typography.Title>
      {categories.length === 0 ? (
        <Typography.Text type="secondary">not found!</Typography.Text>
      ) : (
        <ol style={{ paddingLeft: 20 }}>
          {categories.map((category) => (
            <li key={category.id} style={{ marginBottom: 8 }}>
              {category.name}{' '}
              <Button
                danger
                size="small"
                disabled={!canDelete}
                icon={<DeleteOutlined />}
                aria-label={`Delete category ${category.name}`}
                onClick={() => void remove(category)}
              />
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
