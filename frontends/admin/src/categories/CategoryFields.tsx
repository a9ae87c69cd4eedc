import { CATEGORY_TEXTS } from '@csec/contracts';
import { Form, Input, type FormInstance } from 'antd';
import { ApiError } from '../api/client';
import { categoryRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

export interface CategoryValues {
  name: string;
  description: string;
}

/** The name and description inputs, with their rules; `idPrefix` keeps two forms on one page apart. */
export function CategoryFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <Form.Item label={CATEGORY_TEXTS.nameLabel} name="name" htmlFor={`${idPrefix}-name`} rules={categoryRules.name}>
        <Input id={`${idPrefix}-name`} />
      </Form.Item>
      <Form.Item label={CATEGORY_TEXTS.descriptionLabel} name="description" htmlFor={`${idPrefix}-description`} rules={categoryRules.description}>
        <Input.TextArea id={`${idPrefix}-description`} rows={2} />
      </Form.Item>
    </>
  );
}

/** What the form sends: both fields trimmed, as the API keeps them. */
export const trimmedCategory = ({ name, description }: CategoryValues): CategoryValues => ({ name: name.trim(), description: description.trim() });

/** The API's refusal under the field it is about: its field messages, and a taken name (409) under the name. */
export function showCategoryErrors(form: FormInstance<CategoryValues>, error: unknown): void {
  showServerErrors(form, error, { name: 'name', description: 'description' });
  if (error instanceof ApiError && error.code === 'category.name_taken') form.setFields([{ name: 'name', errors: [error.message] }]);
}
