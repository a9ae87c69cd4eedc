import { act, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { i18n } from '../i18n/i18n';
import { userRules } from './formRules';

/** The messages of the add-user form's password and confirmation for these values. */
async function errorsOf(values: { password: string; confirmation: string }): Promise<string[]> {
  let form: FormInstance | undefined;
  function PasswordForm() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={values}>
        <Form.Item name="password" rules={userRules.password}>
          <Input.Password />
        </Form.Item>
        <Form.Item name="confirmation" rules={userRules.confirmation} dependencies={['password']}>
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

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the forms' rules", () => {
  it('speak the language the dashboard has when the field is checked', async () => {
    await i18n.changeLanguage('id');
    expect(await errorsOf({ password: 'short', confirmation: '' })).toEqual(['Kata sandi minimal 8 karakter', 'Konfirmasi kata sandi wajib diisi']);
    expect(await errorsOf({ password: 'long-enough-1', confirmation: 'other-words' })).toEqual(['Kata sandi dan konfirmasi kata sandi harus sama']);
  });
});
