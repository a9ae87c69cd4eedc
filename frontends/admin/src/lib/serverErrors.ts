import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';
import { fieldMessage } from '../i18n/serverMessages';

/**
 * Puts the API's field messages (a failure's `errors: { field: message }`) under the form's
 * fields, in the dashboard's language. `fields` maps the API's field names to the form's; others are left to the toast.
 */
export function showServerErrors<Values>(form: FormInstance<Values>, error: unknown, fields: Record<string, keyof Values & string>): void {
  if (!(error instanceof ApiError)) return;
  const found = Object.entries(error.errors).flatMap(([key, message]) => (fields[key] ? [{ name: fields[key], errors: [fieldMessage(message)] }] : []));
  if (found.length > 0) form.setFields(found as Parameters<FormInstance<Values>['setFields']>[0]);
}
