import { API_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, VALIDATION } from '@csec/contracts';
import { act, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { userRules } from './formRules';

/** The password field's messages for one value, as the add-user form and the password dialog check it. */
async function passwordErrors(password: string): Promise<string[]> {
  let form: FormInstance | undefined;
  function PasswordForm() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ password }}>
        <Form.Item name="password" rules={userRules.password}>
          <Input.Password />
        </Form.Item>
      </Form>
    );
  }
  render(<PasswordForm />);
  let errors: string[] = [];
  await act(async () => {
    try {
      await form?.validateFields();
    } catch (error) {
      errors = (error as { errorFields: { errors: string[] }[] }).errorFields.flatMap((field) => field.errors);
    }
  });
  return errors;
}

describe('userRules.password', () => {
  it('needs the spec minimum of 8 characters, with its exact text', async () => {
    expect(await passwordErrors('')).toEqual([VALIDATION.passwordMin]);
    expect(await passwordErrors('x'.repeat(PASSWORD_MIN - 1))).toEqual([VALIDATION.passwordMin]);
    expect(await passwordErrors('x'.repeat(PASSWORD_MIN))).toEqual([]);
  });

  it('takes long passphrases up to the shared maximum and refuses longer ones', async () => {
    expect(PASSWORD_MAX).toBeGreaterThanOrEqual(128);
    expect(await passwordErrors('x'.repeat(128))).toEqual([]);
    expect(await passwordErrors('x'.repeat(PASSWORD_MAX))).toEqual([]);
    expect(await passwordErrors('x'.repeat(PASSWORD_MAX + 1))).toEqual([API_MESSAGES.passwordMax]);
  });
});
