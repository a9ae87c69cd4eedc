import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import type { CategoryView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useCreateCategory, useDeleteCategory } from '../api/mutations';
import { categoriesQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { categoryRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

interface CategoryValues {
  name: string;
  description: string;
}

interface CategoryDialogProps {
  open: boolean;
  /** only admin-level staff may delete a category */
  canDelete: boolean;
  onClose: () => void;
}

const CREATE_FAILED = { failed: MESSAGES.categoryCreateFailed, network: MESSAGES.categoryCreateFailed };
const DELETE_FAILED = { failed: MESSAGES.categoryDeleteFailed, network: MESSAGES.categoryDeleteFailed };

/**
 * Add Category: name and description (both required, marked without a message) and the list.
 * An add or a delete refreshes the categories everywhere (this list and the blog form's select).
 */
export function CategoryDialog({ open, canDelete, onClose }: CategoryDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<CategoryValues>();
  const { data: categories = [] } = useQuery(categoriesQuery);
  const create = useCreateCategory();
  const remove = useDeleteCategory();

  const add = ({ name, description }: CategoryValues) =>
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.categoryCreated);
          form.resetFields();
        },
        onError: (error) => {
          showServerErrors(form, error, { name: 'name', description: 'description' });
          toast.failure(error, CREATE_FAILED);
        },
      },
    );

  const removeCategory = (category: CategoryView) =>
    remove.mutate(category.id, {
      onSuccess: () => toast.success(MESSAGES.categoryDeleted),
      onError: (error) => toast.failure(error, DELETE_FAILED),
    });

  return (
    <Modal title="Add Category" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<CategoryValues> form={form} layout="vertical" preserve={false} initialValues={{ name: '', description: '' }} onFinish={add}>
        <Form.Item label="Name" name="name" htmlFor="category-name" rules={categoryRules.required}>
          <Input id="category-name" />
        </Form.Item>
        <Form.Item label="Description" name="description" htmlFor="category-description" rules={categoryRules.required}>
          <Input.TextArea id="category-description" rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
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
                onClick={() => removeCategory(category)}
              />
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
