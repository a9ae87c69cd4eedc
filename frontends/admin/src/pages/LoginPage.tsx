import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ErrorCode } from '@csec/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queryKeys';
import { setToken } from '../api/token';
import { useToast } from '../feedback/useToast';
import { failureMessage } from '../i18n/serverMessages';
import { loginRules, twoFactorRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';
import { markEnrolmentRequired } from '../session/enrolment';

const PANEL = {
  width: '100%',
  maxWidth: 400,
  padding: 24,
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 6px rgba(0, 0, 0, 0.08)',
};

interface Credentials {
  email: string;
  password: string;
  /** asked for once the API has said the account uses two-factor login */
  code?: string;
}

/** The codes of a refused second-factor code: wrong, already used, or for another time (the device's clock). */
const REFUSED_CODES: readonly ErrorCode[] = ['auth.totp_invalid', 'auth.totp_used', 'auth.totp_clock'];
const isCode = (error: unknown, code: 'auth.totp_required'): error is ApiError => error instanceof ApiError && error.code === code;
const isRefusedCode = (error: unknown): error is ApiError => error instanceof ApiError && error.code !== undefined && REFUSED_CODES.includes(error.code);

/**
 * /login/admin. The form submits on Enter as well as on the button. A successful login stores
 * the token and refreshes the current user; the login route's guard then opens the dashboard
 * (whose own guard opens the profile's set-up when the role requires two-factor login and it is
 * not on yet). An account with two-factor login is asked for its code, and the form sends again.
 */
export default function LoginPage() {
  const [form] = Form.useForm<Credentials>();
  const [codeAsked, setCodeAsked] = useState(false);
  const toast = useToast();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: ({ email, password, code }: Credentials) => api.login(email.trim(), password, code?.trim()),
    onSuccess: async ({ token, twoFactorSetupRequired }) => {
      setToken(token);
      // the remote stays mounted after a rejected token: what it cached of the previous account is not this one's
      queryClient.removeQueries({ queryKey: queryKeys.security.all });
      if (twoFactorSetupRequired) markEnrolmentRequired(queryClient);
      toast.success(t('messages.loginSuccess'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => {
      if (isCode(error, 'auth.totp_required')) {
        // not a failure: the password was right, and the code field now shows with the API's words under it
        setCodeAsked(true);
        return;
      }
      // a refused code has no field errors in the body: it belongs under the code field
      if (isRefusedCode(error)) form.setFields([{ name: 'code', errors: [failureMessage(error)] }]);
      else showServerErrors(form, error, { email: 'email', password: 'password' });
      // the server's message, e.g. wrong credentials, a refused code or when a throttled login may retry
      toast.failure(error, { network: t('messages.loginError') });
    },
  });

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      {/* a plain panel: antd's Card would bring its tabs and menus into the login page's download */}
      <div style={PANEL}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {t('login.title')}
        </Typography.Title>
        <Form<Credentials> form={form} layout="vertical" initialValues={{ email: '', password: '' }} onFinish={(credentials) => login.mutate(credentials)}>
          <Form.Item label={t('login.email')} name="email" rules={loginRules.email}>
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
          </Form.Item>
          <Form.Item label={t('login.password')} name="password" rules={loginRules.password}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {codeAsked && (
            <Form.Item label={t('security.codeLabel')} name="code" rules={twoFactorRules.code} extra={t('security.totpRequired')}>
              {/* no numeric keyboard: recovery codes have letters */}
              <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t('login.noAccount')}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
