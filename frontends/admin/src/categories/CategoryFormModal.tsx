import type { CategoryView } from '@csec/contracts';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateCategory, useUpdateCategory } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { CategoryFields, showCategoryErrors, trimmedCategory, type CategoryValues } from './CategoryFields';

interface CategoryFormModalProps {
  /** the category to rename or describe; null adds one */
  category: CategoryView | null;
  onClose: () => void;
}

/** Adds a category, or renames and describes one; open while mounted. A refusal stays under its field. */
export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryValues>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;

  const save = (values: CategoryValues) => {
    const fields = trimmedCategory(values);
    const done = {
      onSuccess: () => {
        toast.success(category ? t('categories.updated') : t('messages.categoryCreated'));
        onClose();
      },
      onError: (error: unknown) => {
        showCategoryErrors(form, error);
        toast.failure(
          error,
          category
            ? { failed: t('categories.updateFailed'), network: t('categories.updateFailed') }
            : { failed: t('messages.categoryCreateFailed'), network: t('messages.categoryCreateFailed') },
        );
      },
    };
    if (category) update.mutate({ id: category.id, ...fields }, done);
    else create.mutate(fields, done);
  };

  return (
    <Modal
      open
      title={category ? t('categories.editTitle', { name: category.name }) : t('categories.addTitle')}
      okText={category ? t('categories.save') : t('categories.add')}
      cancelText={t('categories.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'category-form', loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryValues>
        id="category-form"
        form={form}
        layout="vertical"
        initialValues={{
          name: category?.name ?? '',
          description: category?.description ?? '',
          indonesianName: category?.indonesianName ?? '',
          indonesianDescription: category?.indonesianDescription ?? '',
        }}
        onFinish={save}
      >
        <CategoryFields idPrefix="category-form" indonesian />
      </Form>
      {category && <Alert type="info" showIcon title={t('categories.renameNote')} />}
    </Modal>
  );
}
