import { MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken, setToken } from './api/token';
import { button } from './test/button';
import { mockApi } from './test/mockApi';
import { renderApp } from './test/renderApp';
import { TWO_FACTOR_OFF, staffUser } from './test/renderScreen';

const ok = (data: unknown): [number, unknown] => [200, { status: 'Success', data }];
const emptyPage: [number, unknown] = [200, { status: 'Success', data: [], totalPages: 0, countData: 0 }];
const WARM_UP_MS = 25_000;
const location = () => screen.getByTestId('location');
/** Every dashboard visit asks for the two-factor status before it opens a screen. */
const twoFactorOff = { 'GET /api/users/me/2fa': ok(TWO_FACTOR_OFF) };

/**
 * The first dashboard render in a test file's fresh modules computes antd's styles for the layout, menu and
 * table: 0.5 s on a quiet machine, several seconds on a busy one. Done once here, so a test's wait for a
 * screen measures that screen's work, not this cold start. A hook waits as long as its own limit allows.
 */
beforeAll(async () => {
  setToken('jwt-1');
  mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser()]), 'GET /api/blogs?page=1': emptyPage });
  const { unmount } = renderApp('/dashboard');
  await screen.findByText('Create new blog', undefined, { timeout: WARM_UP_MS });
  unmount();
}, WARM_UP_MS + 1000);

beforeEach(() => localStorage.clear());

describe('admin session rules', () => {
  it('sends a visitor without a token to the login page', async () => {
    mockApi({});
    renderApp('/dashboard');
    expect(await screen.findByText("Don't have an account? Call the organization first!")).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login/admin');
  });

  it('logs in, stores the token and opens the dashboard', async () => {
    const author = staffUser();
    mockApi({
      ...twoFactorOff,
      'POST /api/login': [200, { status: 'Success', message: 'ok', token: 'jwt-1' }],
      'GET /api/users/me': ok([author]),
      'GET /api/blogs?page=1': emptyPage,
    });
    renderApp('/login/admin');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'writer@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(button('Login'));

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(getToken()).toBe('jwt-1');
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
  });

  it("shows the server's message when the login fails", async () => {
    mockApi({ 'POST /api/login': [401, { status: 'Failed', error: true, message: 'Email or password is incorrect' }] });
    renderApp('/login/admin');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'writer@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(button('Login'));
    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login/admin');
  });

  it('sends a logged-in visitor from the login page to the dashboard', async () => {
    setToken('jwt-1');
    mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser()]), 'GET /api/blogs?page=1': emptyPage });
    renderApp('/login/admin');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  });

  it('sends an author away from the user pages, and hides the Users menu', async () => {
    setToken('jwt-1');
    mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser({ role: 'author' })]), 'GET /api/blogs?page=1': emptyPage });
    renderApp('/dashboard/user/add');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
    const menuLinks = Array.from(document.querySelectorAll('.ant-menu a'), (link) => link.textContent);
    expect(menuLinks).toEqual(['Blogs', 'Profil']);
  });

  it('sends an author away from the leads screen', async () => {
    setToken('jwt-1');
    const calls = mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser({ role: 'author' })]), 'GET /api/blogs?page=1': emptyPage });
    renderApp('/dashboard/leads?kind=contact');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/leads'))).toBe(false);
  });

  it('sends an author away from the activity screen', async () => {
    setToken('jwt-1');
    const calls = mockApi({ 'GET /api/users/me': ok([staffUser({ role: 'author' })]), 'GET /api/blogs?page=1': emptyPage });
    renderApp('/dashboard/activity?action=auth.login');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/activity'))).toBe(false);
  });

  it('opens the leads screen for an admin', async () => {
    setToken('jwt-1');
    mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser({ role: 'admin' })]), 'GET /api/leads?page=1': emptyPage });
    renderApp('/dashboard/leads');
    expect(await screen.findByText('Download CSV')).toBeInTheDocument();
    expect(screen.getByText('Count 0 data')).toBeInTheDocument();
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Leads');
  });

  it('shows the users menu and the role badge to an admin', async () => {
    setToken('jwt-1');
    mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser({ role: 'superadmin', username: 'root' })]), 'GET /api/users?page=1': emptyPage });
    renderApp('/dashboard/user');
    expect(await screen.findByText('Create new user')).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByTestId('current-username')).toHaveTextContent('root');
  });

  it('clears an expired token and goes to the login page', async () => {
    setToken('expired');
    mockApi({ 'GET /api/users/me': [401, { status: 'Failed', error: true, message: 'Please log in to continue' }] });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toHaveTextContent('/login/admin'));
    expect(getToken()).toBeNull();
  });

  it('shows the not-found page for an unknown dashboard path', async () => {
    setToken('jwt-1');
    mockApi({ ...twoFactorOff, 'GET /api/users/me': ok([staffUser()]) });
    renderApp('/dashboard/nothing-here');
    expect(await screen.findByText('The page you requested could not be found')).toBeInTheDocument();
  });

  it('logs out: the token goes and the visitor lands on the root', async () => {
    setToken('jwt-1');
    mockApi({
      ...twoFactorOff,
      'GET /api/users/me': ok([staffUser()]),
      'GET /api/blogs?page=1': emptyPage,
      'POST /api/logout': [200, { status: 'Success', message: SECURITY_MESSAGES.loggedOut }],
    });
    renderApp('/dashboard');
    // Logout now waits for the API: a list still drawing meanwhile holds jsdom for seconds
    await screen.findByText('Count 0 data');
    fireEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByText('public site')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(getToken()).toBeNull();
  });

  // three visits to the profile, which draws its two-factor and sessions cards as well: more than the default 30 s on a busy machine
  it('asks for the current user once, not on every navigation, and again after a profile update', async () => {
    setToken('jwt-1');
    let me = staffUser();
    const calls = mockApi({
      ...twoFactorOff,
      'GET /api/users/me': () => [200, { status: 'Success', data: [me] }],
      'GET /api/users/me/sessions': ok([]),
      'GET /api/blogs?page=1': emptyPage,
      'POST /api/users/2': (body) => {
        me = { ...me, username: (body as { username: string }).username, updatedAt: '2025-02-01T00:00:00.000Z' };
        return [200, { status: 'Success', message: 'ok' }];
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Profil'));
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'renamed' } });
    fireEvent.click(screen.getByText('Blogs'));
    await screen.findByText('Create new blog');
    fireEvent.click(screen.getByText('Profil'));
    const meCalls = () => calls.filter((call) => call.path === '/api/users/me').length;
    expect(meCalls()).toBe(1);

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'renamed' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-username')).toHaveTextContent('renamed'));
    expect(meCalls()).toBe(2);
  }, 60_000);
});
