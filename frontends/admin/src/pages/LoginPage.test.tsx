import { MESSAGES, SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken } from '../api/token';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { TWO_FACTOR_OFF, staffUser } from '../test/renderScreen';

const ok = (data: unknown): [number, unknown] => [200, { status: 'Success', data }];
const failed = (status: number, code: string, message: string): [number, unknown] => [status, { status: 'Failed', error: true, code, message }];
const location = () => screen.getByTestId('location');

async function submitCredentials() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'writer@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(button('Login'));
}

beforeEach(() => localStorage.clear());

describe('LoginPage with two-factor login', () => {
  it('asks for the code when the API needs one, then sends it with the credentials', async () => {
    const calls = mockApi({
      'POST /api/login': (body) =>
        (body as { code?: string }).code === '123456'
          ? [200, { status: 'Success', message: MESSAGES.loginSuccess, token: 'jwt-2fa', twoFactorSetupRequired: false }]
          : failed(401, 'auth.totp_required', SECURITY_MESSAGES.totpRequired),
      'GET /api/users/me': ok([staffUser()]),
      'GET /api/users/me/2fa': ok({ ...TWO_FACTOR_OFF, enabled: true, recoveryCodesLeft: 10 }),
      'GET /api/blogs?page=1': [200, { status: 'Success', data: [], totalPages: 0, countData: 0 }],
    });
    renderApp('/login/admin');
    await submitCredentials();

    const code = await screen.findByLabelText(SECURITY_UI.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(SECURITY_MESSAGES.totpRequired)).toBeInTheDocument();
    // a step of the login, not a failure
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(getToken()).toBeNull();

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(button('Login'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(getToken()).toBe('jwt-2fa');
    const logins = calls.filter((call) => call.path === '/api/login').map((call) => call.body);
    expect(logins).toEqual([
      { email: 'writer@example.com', password: 'secret-password' },
      { email: 'writer@example.com', password: 'secret-password', code: '123456' },
    ]);
  });

  it.each([
    ['auth.totp_invalid', SECURITY_MESSAGES.totpInvalid],
    ['auth.totp_used', SECURITY_MESSAGES.totpUsed],
    ['auth.totp_clock', SECURITY_MESSAGES.totpClock],
  ] as const)('shows a refused code (%s) under the code field in its own words and stays on the login page', async (code, message) => {
    mockApi({
      'POST /api/login': (body) =>
        (body as { code?: string }).code ? failed(401, code, message) : failed(401, 'auth.totp_required', SECURITY_MESSAGES.totpRequired),
    });
    renderApp('/login/admin');
    await submitCredentials();
    fireEvent.change(await screen.findByLabelText(SECURITY_UI.codeLabel), { target: { value: '000000' } });
    fireEvent.click(button('Login'));

    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent(message));
    expect(location()).toHaveTextContent('/login/admin');
    expect(getToken()).toBeNull();
  });

  it('does not send an empty code', async () => {
    const calls = mockApi({ 'POST /api/login': failed(401, 'auth.totp_required', SECURITY_MESSAGES.totpRequired) });
    renderApp('/login/admin');
    await submitCredentials();
    await screen.findByLabelText(SECURITY_UI.codeLabel);
    fireEvent.click(button('Login'));
    expect(await screen.findByText(SECURITY_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/login')).toHaveLength(1);
  });
});
