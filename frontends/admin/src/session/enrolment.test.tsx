import { MESSAGES, SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import type { TwoFactorStatus } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../api/token';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { TWO_FACTOR_OFF, staffUser } from '../test/renderScreen';

const ok = (data: unknown): [number, unknown] => [200, { status: 'Success', data }];
const emptyPage: [number, unknown] = [200, { status: 'Success', data: [], totalPages: 0, countData: 0 }];
const enrolmentRefused: [number, unknown] = [
  403,
  { status: 'Failed', error: true, code: 'auth.totp_enrolment_required', message: SECURITY_MESSAGES.totpEnrolmentRequired },
];
const OWED: TwoFactorStatus = { enabled: false, required: true, recoveryCodesLeft: 0 };
const admin = staffUser({ role: 'admin' });

const location = () => screen.getByTestId('location');
const menuLinks = () => Array.from(document.querySelectorAll('.ant-menu a'), (link) => link.textContent);

beforeEach(() => localStorage.clear());

describe('a role that must use two-factor login, before it is on', () => {
  it('opens the set-up on the profile instead of any screen, and the dashboard once it is on', async () => {
    setToken('jwt-1');
    let status = OWED;
    const calls = mockApi({
      'GET /api/users/me': ok([admin]),
      'GET /api/users/me/2fa': () => ok(status),
      'GET /api/users/me/sessions': ok([]),
      'POST /api/users/me/2fa/setup': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/CSEC:a?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/png;base64,AA==',
      }),
      'POST /api/users/me/2fa/enable': () => {
        status = { enabled: true, required: true, recoveryCodesLeft: 10 };
        return ok(Array.from({ length: 10 }, (_, index) => `code${index}-xxxxx`));
      },
      'GET /api/users?page=1': emptyPage,
    });
    renderApp('/dashboard/user');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/profil$/));
    expect(await screen.findByText(SECURITY_MESSAGES.totpEnrolmentRequired)).toBeInTheDocument();
    expect(menuLinks()).toEqual(['Profil']);
    expect(screen.getByText('Logout')).toBeInTheDocument();
    // the account form would only be refused
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();

    fireEvent.click(await waitFor(() => button(SECURITY_UI.turnOn)));
    fireEvent.change(await screen.findByLabelText(SECURITY_UI.codeLabel), { target: { value: '123456' } });
    fireEvent.click(button(SECURITY_UI.confirm));
    expect(await screen.findByText(SECURITY_MESSAGES.totpEnabled)).toBeInTheDocument();

    await waitFor(() => expect(menuLinks()).toEqual(['Blogs', 'Categories', 'Users', 'Leads', 'Activity', 'Integrations', 'Profil']));
    expect(screen.queryByText(SECURITY_MESSAGES.totpEnrolmentRequired)).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Users'));
    expect(await screen.findByText('Create new user')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/users?')).length).toBe(1);
  });

  it('goes from the login straight to the set-up when the login says it is owed', async () => {
    const calls = mockApi({
      'POST /api/login': [200, { status: 'Success', message: MESSAGES.loginSuccess, token: 'jwt-1', twoFactorSetupRequired: true }],
      'GET /api/users/me': ok([admin]),
      'GET /api/users/me/2fa': ok(OWED),
      'GET /api/users/me/sessions': ok([]),
    });
    renderApp('/login/admin');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(button('Login'));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/profil$/));
    expect(await screen.findByText(SECURITY_MESSAGES.totpEnrolmentRequired)).toBeInTheDocument();
    // the login's answer is enough for the guard: the blog list is never asked for
    expect(calls.some((call) => call.path.startsWith('/api/blogs'))).toBe(false);
  });

  it('sends the user to the set-up when a screen is refused because it is owed, without a failure toast', async () => {
    setToken('jwt-1');
    // the rule comes into force after the dashboard read the status
    let status = TWO_FACTOR_OFF;
    mockApi({
      'GET /api/users/me': ok([admin]),
      'GET /api/users/me/2fa': () => ok(status),
      'GET /api/users/me/sessions': ok([]),
      'GET /api/blogs?page=1': () => {
        status = OWED;
        return enrolmentRefused;
      },
    });
    renderApp('/dashboard');
    // the blog list opens (the status said nothing was owed), and its call is refused
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();

    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/profil$/));
    expect(await screen.findByText(SECURITY_MESSAGES.totpEnrolmentRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.blogsFailed)).not.toBeInTheDocument();
  });
});
