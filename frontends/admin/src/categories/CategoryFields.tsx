import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { categoryRules } from '../lib/formRules';
import { failureMessage } from '../i18n/serverMessages';
import { showServerErrors } from '../lib/serverErrors';

export interface CategoryValues {
  name: string;
  description: string;
  /** '' shows the English text on the Indonesian pages */
  indonesianName?: string;
  indonesianDescription?: string;
}

/**
 * The name and description inputs, with their rules, and with `indonesian` the Indonesian ones (the
 * Categories screen; the editor's quick Add Category dialog keeps to the spec's two fields).
 * `idPrefix` keeps two forms on one page apart.
 */
export function CategoryFields({ idPrefix, indonesian = false }: { idPrefix: string; indonesian?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('categories.nameLabel')} name="name" htmlFor={`${idPrefix}-name`} rules={categoryRules.name}>
        <Input id={`${idPrefix}-name`} />
      </Form.Item>
      <Form.Item label={t('categories.descriptionLabel')} name="description" htmlFor={`${idPrefix}-description`} rules={categoryRules.description}>
        <Input.TextArea id={`${idPrefix}-description`} rows={2} />
      </Form.Item>
      {indonesian && (
        <>
          <Form.Item
            label={t('categories.indonesianNameLabel')}
            name="indonesianName"
            htmlFor={`${idPrefix}-indonesian-name`}
            rules={categoryRules.indonesianName}
            extra={t('categories.indonesianHint')}
          >
            <Input id={`${idPrefix}-indonesian-name`} lang="id" />
          </Form.Item>
          <Form.Item
            label={t('categories.indonesianDescriptionLabel')}
            name="indonesianDescription"
            htmlFor={`${idPrefix}-indonesian-description`}
            rules={categoryRules.indonesianDescription}
          >
            <Input.TextArea id={`${idPrefix}-indonesian-description`} rows={2} lang="id" />
          </Form.Item>
        </>
      )}
    </>
  );
}

/** What the form sends: its fields trimmed, as the API keeps them (the Indonesian ones only where the form has them). */
export const trimmedCategory = (values: CategoryValues): CategoryValues => ({
  name: values.name.trim(),
  description: values.description.trim(),
  ...(values.indonesianName === undefined ? {} : { indonesianName: values.indonesianName.trim() }),
  ...(values.indonesianDescription === undefined ? {} : { indonesianDescription: values.indonesianDescription.trim() }),
});

/** The API's refusal under the field it is about: its field messages, and a taken name (409) under the name. */
export function showCategoryErrors(form: FormInstance<CategoryValues>, error: unknown): void {
  showServerErrors(form, error, { name: 'name', description: 'description', indonesianName: 'indonesianName', indonesianDescription: 'indonesianDescription' });
  if (error instanceof ApiError && error.code === 'category.name_taken') form.setFields([{ name: 'name', errors: [failureMessage(error)] }]);
}
