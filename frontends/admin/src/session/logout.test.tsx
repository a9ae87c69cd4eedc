import { SECURITY_MESSAGES } from '@csec/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { getToken, setToken } from '../api/token';
import { mockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { TWO_FACTOR_OFF, staffUser } from '../test/renderScreen';

const ok = (data: unknown): [number, unknown] => [200, { status: 'Success', data }];
const dashboard = { 'GET /api/users/me': ok([staffUser()]), 'GET /api/users/me/2fa': ok(TWO_FACTOR_OFF) };
/** A light screen to leave from: a list still drawing while Logout waits for the API would hold jsdom for seconds. */
const START = '/dashboard/nothing-here';

beforeEach(() => localStorage.clear());

describe('Logout', () => {
  it('ends the session through the API with the token, then clears the token and goes to the root', async () => {
    setToken('jwt-1');
    let tokenDuringCall: string | null = null;
    const calls = mockApi({
      ...dashboard,
      'POST /api/logout': () => {
        tokenDuringCall = getToken();
        return [200, { status: 'Success', message: SECURITY_MESSAGES.loggedOut }];
      },
    });
    renderApp(START);
    fireEvent.click(await screen.findByText('Logout'));

    expect(await screen.findByText('public site')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const logout = calls.find((call) => call.path === '/api/logout');
    expect(logout).toMatchObject({ method: 'POST', authorization: 'Bearer jwt-1' });
    expect(tokenDuringCall).toBe('jwt-1');
    expect(getToken()).toBeNull();
  });

  it('logs out on this device even when the API cannot be reached', async () => {
    setToken('jwt-1');
    // no answer for POST /api/logout: the fake fetch rejects, as on a network failure
    const calls = mockApi(dashboard);
    renderApp(START);
    fireEvent.click(await screen.findByText('Logout'));

    expect(await screen.findByText('public site')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/logout')).toBe(true);
    expect(getToken()).toBeNull();
  });

  it('logs out on this device when the API refuses the call', async () => {
    setToken('jwt-1');
    mockApi({ ...dashboard, 'POST /api/logout': [500, { status: 'Failed', error: true, code: 'internal', message: 'Internal server error' }] });
    renderApp(START);
    fireEvent.click(await screen.findByText('Logout'));

    expect(await screen.findByText('public site')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
