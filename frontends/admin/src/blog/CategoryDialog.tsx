import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import type { CategoryView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCreateCategory, useDeleteCategory } from '../api/mutations';
import { categoriesQuery } from '../api/queries';
import { CategoryFields, showCategoryErrors, trimmedCategory, type CategoryValues } from '../categories/CategoryFields';
import { useToast } from '../feedback/useToast';
import { CATEGORIES_PATH } from '../paths';

interface CategoryDialogProps {
  open: boolean;
  onClose: () => void;
}

const CREATE_FAILED = { failed: MESSAGES.categoryCreateFailed, network: MESSAGES.categoryCreateFailed };
const DELETE_FAILED = { failed: MESSAGES.categoryDeleteFailed, network: MESSAGES.categoryDeleteFailed };

/**
 * Add Category (admin-level staff only; the editor offers it to no one else): name and description,
 * each saying why when refused, and the list. An add or a delete refreshes the categories everywhere
 * (this list, the blog form's select and the Categories screen), which renames and describes them.
 */
export function CategoryDialog({ open, onClose }: CategoryDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<CategoryValues>();
  const { data: categories = [] } = useQuery(categoriesQuery);
  const create = useCreateCategory();
  const remove = useDeleteCategory();

  const add = (values: CategoryValues) =>
    create.mutate(trimmedCategory(values), {
      onSuccess: () => {
        toast.success(MESSAGES.categoryCreated);
        form.resetFields();
      },
      onError: (error) => {
        showCategoryErrors(form, error);
        toast.failure(error, CREATE_FAILED);
      },
    });

  const removeCategory = (category: CategoryView) =>
    remove.mutate(category.id, {
      onSuccess: () => toast.success(MESSAGES.categoryDeleted),
      onError: (error) => toast.failure(error, DELETE_FAILED),
    });

  return (
    <Modal title="Add Category" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<CategoryValues> form={form} layout="vertical" preserve={false} initialValues={{ name: '', description: '' }} onFinish={add}>
        <CategoryFields idPrefix="category" />
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
              <Button danger size="small" icon={<DeleteOutlined />} aria-label={`Delete category ${category.name}`} onClick={() => removeCategory(category)} />
            </li>
          ))}
        </ol>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={CATEGORIES_PATH} onClick={onClose}>
          Rename, describe and count posts on the Categories screen
        </Link>
      </Typography.Paragraph>
    </Modal>
  );
}
