import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { MESSAGES } from '@csec/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/endpoints';
import { setToken } from '../api/token';
import { useToast } from '../feedback/useToast';
import { DASHBOARD_PATH } from '../paths';
import { useSession } from '../session/SessionContext';

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

/** /login/admin. The form submits on Enter as well as on the button. */
export default function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);

  const login = async ({ email, password }: Credentials) => {
    setBusy(true);
    try {
      const { token } = await api.login(email.trim(), password);
      setToken(token);
      toast.success(MESSAGES.loginSuccess);
      await refresh();
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      // the server's message, e.g. wrong credentials or when a throttled login may retry
      toast.failure(error, { network: MESSAGES.loginError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      {/* a plain panel: antd's Card would bring its tabs and menus into the login page's download */}
      <div style={PANEL}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          CSEC Dashboard
        </Typography.Title>
        <Form<Credentials> layout="vertical" initialValues={{ email: '', password: '' }} onFinish={login}>
          <Form.Item label="Email" name="email">
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password">
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
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
