import { CATEGORY_TEXTS, MESSAGES } from '@csec/contracts';
import type { CategoryView } from '@csec/contracts';
import { Alert, Form, Modal } from 'antd';
import { useCreateCategory, useUpdateCategory } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { CategoryFields, showCategoryErrors, trimmedCategory, type CategoryValues } from './CategoryFields';

const CREATE_FAILED = { failed: MESSAGES.categoryCreateFailed, network: MESSAGES.categoryCreateFailed };
const UPDATE_FAILED = { failed: CATEGORY_TEXTS.updateFailed, network: CATEGORY_TEXTS.updateFailed };

interface CategoryFormModalProps {
  /** the category to rename or describe; null adds one */
  category: CategoryView | null;
  onClose: () => void;
}

/** Adds a category, or renames and describes one; open while mounted. A refusal stays under its field. */
export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const toast = useToast();
  const [form] = Form.useForm<CategoryValues>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;

  const save = (values: CategoryValues) => {
    const fields = trimmedCategory(values);
    const done = {
      onSuccess: () => {
        toast.success(category ? CATEGORY_TEXTS.updated : MESSAGES.categoryCreated);
        onClose();
      },
      onError: (error: unknown) => {
        showCategoryErrors(form, error);
        toast.failure(error, category ? UPDATE_FAILED : CREATE_FAILED);
      },
    };
    if (category) update.mutate({ id: category.id, ...fields }, done);
    else create.mutate(fields, done);
  };

  return (
    <Modal
      open
      title={category ? CATEGORY_TEXTS.editTitle(category.name) : CATEGORY_TEXTS.addTitle}
      okText={category ? CATEGORY_TEXTS.save : CATEGORY_TEXTS.add}
      cancelText={CATEGORY_TEXTS.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'category-form', loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryValues>
        id="category-form"
        form={form}
        layout="vertical"
        initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
        onFinish={save}
      >
        <CategoryFields idPrefix="category-form" />
      </Form>
      {category && <Alert type="info" showIcon title={CATEGORY_TEXTS.renameNote} />}
    </Modal>
  );
}
