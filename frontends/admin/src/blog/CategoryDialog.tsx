import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CategoryView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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

/**
 * Add Category (admin-level staff only; the editor offers it to no one else): name and description,
 * each saying why when refused, and the list. An add or a delete refreshes the categories everywhere
 * (this list, the blog form's select and the Categories screen), which renames and describes them.
 */
export function CategoryDialog({ open, onClose }: CategoryDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryValues>();
  const { data: categories = [] } = useQuery(categoriesQuery);
  const create = useCreateCategory();
  const remove = useDeleteCategory();

  const add = (values: CategoryValues) =>
    create.mutate(trimmedCategory(values), {
      onSuccess: () => {
        toast.success(t('messages.categoryCreated'));
        form.resetFields();
      },
      onError: (error) => {
        showCategoryErrors(form, error);
        toast.failure(error, { failed: t('messages.categoryCreateFailed'), network: t('messages.categoryCreateFailed') });
      },
    });

  const removeCategory = (category: CategoryView) =>
    remove.mutate(category.id, {
      onSuccess: () => toast.success(t('messages.categoryDeleted')),
      onError: (error) => toast.failure(error, { failed: t('messages.categoryDeleteFailed'), network: t('messages.categoryDeleteFailed') }),
    });

  return (
    <Modal title={t('categoryDialog.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<CategoryValues> form={form} layout="vertical" preserve={false} initialValues={{ name: '', description: '' }} onFinish={add}>
        <CategoryFields idPrefix="category" />
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          {t('categoryDialog.add')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('categoryDialog.available')}
      </Typography.Title>
      {categories.length === 0 ? (
        <Typography.Text type="secondary">{t('categoryDialog.none')}</Typography.Text>
      ) : (
        <ol style={{ paddingLeft: 20 }}>
          {categories.map((category) => (
            <li key={category.id} style={{ marginBottom: 8 }}>
              {category.name}{' '}
              <Button
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('categoryDialog.deleteNamed', { name: category.name })}
                onClick={() => removeCategory(category)}
              />
            </li>
          ))}
        </ol>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={CATEGORIES_PATH} onClick={onClose}>
          {t('categoryDialog.manage')}
        </Link>
      </Typography.Paragraph>
    </Modal>
  );
}
