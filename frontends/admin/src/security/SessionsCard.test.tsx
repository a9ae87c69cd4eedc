import { SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import type { SessionView } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken, setToken } from '../api/token';
import { formatFullDate } from '../lib/formatDate';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderScreen } from '../test/renderScreen';
import { SessionsCard } from './SessionsCard';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function session(id: string, overrides: Partial<SessionView> = {}): SessionView {
  return {
    id,
    createdAt: '2025-03-01T08:00:00.000Z',
    lastSeenAt: '2025-03-02T09:30:00.000Z',
    expiresAt: '2025-03-08T08:00:00.000Z',
    ip: '203.0.113.5',
    userAgent: CHROME,
    current: false,
    ...overrides,
  };
}

const here = session('0b7f5c1e-0000-4000-8000-000000000001', { current: true });
const laptop = session('0b7f5c1e-0000-4000-8000-000000000002', { ip: '198.51.100.7', userAgent: FIREFOX, createdAt: '2025-02-20T10:15:00.000Z' });
const list = (sessions: SessionView[]): [number, unknown] => [200, { status: 'Success', data: sessions }];
const rows = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row'));
const cells = (row: Element) => Array.from(row.querySelectorAll('td'), (td) => td.textContent);
/** The open confirmation's question (antd writes a confirmation's title twice: in the dialog's header and in its body). */
const confirmation = () =>
  waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')).toBeInTheDocument()).then(() => document.querySelector('.ant-modal-confirm-title'));

function renderCard() {
  return renderScreen(<SessionsCard />, { path: '/dashboard/profil', routes: { '/dashboard/profil': <SessionsCard />, '/': <p>public site</p> } });
}

beforeEach(() => {
  localStorage.clear();
  setToken('jwt-1');
});

describe('SessionsCard', () => {
  it('lists the sessions with a readable browser, the IP, the dates and this device marked', async () => {
    mockApi({ 'GET /api/users/me/sessions': list([here, laptop]) });
    renderCard();

    expect(await screen.findByText('Firefox 133 on Linux')).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(['BROWSER', 'IP ADDRESS', 'SIGNED IN', 'LAST SEEN', 'ACTION']);
    const [first, second] = rows();
    expect(cells(first).slice(0, 3)).toEqual([`Chrome 131 on Windows${SECURITY_UI.thisDevice}`, '203.0.113.5', formatFullDate(here.createdAt)]);
    expect(cells(second).slice(0, 3)).toEqual(['Firefox 133 on Linux', '198.51.100.7', formatFullDate(laptop.createdAt)]);
    expect(screen.getAllByText(SECURITY_UI.thisDevice)).toHaveLength(1);
    // the whole header is there on hover
    expect(screen.getByText('Firefox 133 on Linux')).toHaveAttribute('title', FIREFOX);
  });

  it('ends another session after the confirmation, and the list refreshes', async () => {
    let sessions = [here, laptop];
    const calls = mockApi({
      'GET /api/users/me/sessions': () => list(sessions),
      [`DELETE /api/users/me/sessions/${laptop.id}`]: () => {
        sessions = [here];
        return [200, { status: 'Success', message: SECURITY_MESSAGES.sessionEnded }];
      },
    });
    renderCard();
    fireEvent.click(await screen.findByLabelText('End session Firefox 133 on Linux'));

    expect(await confirmation()).toHaveTextContent(SECURITY_UI.confirmEndSession('Firefox 133 on Linux'));
    fireEvent.click(button(SECURITY_UI.endSession));

    expect(await screen.findByText(SECURITY_MESSAGES.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/users/me/sessions/${laptop.id}`]);
    expect(getToken()).toBe('jwt-1');
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const calls = mockApi({ 'GET /api/users/me/sessions': list([here, laptop]) });
    renderCard();
    fireEvent.click(await screen.findByLabelText('End session Firefox 133 on Linux'));
    fireEvent.click(await screen.findByText(SECURITY_UI.cancel));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says why when the session could not be ended', async () => {
    mockApi({
      'GET /api/users/me/sessions': list([here, laptop]),
      [`DELETE /api/users/me/sessions/${laptop.id}`]: [
        404,
        { status: 'Failed', error: true, code: 'session.not_found', message: SECURITY_MESSAGES.sessionNotFound },
      ],
    });
    renderCard();
    fireEvent.click(await screen.findByLabelText('End session Firefox 133 on Linux'));
    fireEvent.click(await waitFor(() => button(SECURITY_UI.endSession)));
    expect(await screen.findByText(SECURITY_UI.sessionEndFailed)).toBeInTheDocument();
    expect(screen.getByText(SECURITY_MESSAGES.sessionNotFound)).toBeInTheDocument();
  });

  it('ends the session of this device like Logout: the API first, then the token goes and the root opens', async () => {
    const calls = mockApi({
      'GET /api/users/me/sessions': list([here, laptop]),
      'POST /api/logout': [200, { status: 'Success', message: SECURITY_MESSAGES.loggedOut }],
    });
    renderCard();
    fireEvent.click(await screen.findByLabelText(`End session Chrome 131 on Windows (${SECURITY_UI.thisDevice})`));
    expect(await confirmation()).toHaveTextContent(SECURITY_UI.confirmEndCurrent);
    fireEvent.click(button(SECURITY_UI.endSession));

    expect(await screen.findByText('public site')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/logout')).toMatchObject({ method: 'POST', authorization: 'Bearer jwt-1' });
    expect(getToken()).toBeNull();
  });
});
