import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queryKeys';
import { setToken } from '../api/token';
import { useToast } from '../feedback/useToast';
import { loginRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

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
}

/**
 * /login/admin. The form submits on Enter as well as on the button. A successful login stores
 * the token and refreshes the current user; the login route's guard then opens the dashboard.
 */
export default function LoginPage() {
  const [form] = Form.useForm<Credentials>();
  const toast = useToast();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: ({ email, password }: Credentials) => api.login(email.trim(), password),
    onSuccess: async ({ token }) => {
      setToken(token);
      toast.success(MESSAGES.loginSuccess);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => {
      showServerErrors(form, error, { email: 'email', password: 'password' });
      // the server's message, e.g. wrong credentials or when a throttled login may retry
      toast.failure(error, { network: MESSAGES.loginError });
    },
  });

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      {/* a plain panel: antd's Card would bring its tabs and menus into the login page's download */}
      <div style={PANEL}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          CSEC Dashboard
        </Typography.Title>
        <Form<Credentials> form={form} layout="vertical" initialValues={{ email: '', password: '' }} onFinish={(credentials) => login.mutate(credentials)}>
          <Form.Item label="Email" name="email" rules={loginRules.email}>
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={loginRules.password}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Login
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {"Don't have an account? Call the organization first!"}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
