import { ACTIVITY_MESSAGES } from '@csec/contracts';
import type { ActivityEntry, UserView } from '@csec/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ACTOR_SEARCH_DELAY_MS } from '../activity/ActorSelect';
import { formatFullDate } from '../lib/formatDate';
import { EMPTY_LIST_TEXT } from '../list/ListScreen';
import { button } from '../test/button';
import { mockApi, type ApiCall } from '../test/mockApi';
import { renderScreen, staffUser } from '../test/renderScreen';
import ActivityListPage from './ActivityListPage';

function entry(id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    createdAt: '2026-01-05T03:02:01.000Z',
    actorId: 2,
    actorName: 'writer',
    action: 'post.create',
    targetType: 'post',
    targetId: String(100 + id),
    targetLabel: `Report ${id}`,
    ip: '203.0.113.7',
    summary: null,
    ...overrides,
  };
}

const page = (data: ActivityEntry[], totalPages: number, countData: number): [number, unknown] => [200, { status: 'Success', data, totalPages, countData }];
const users = (...list: UserView[]): [number, unknown] => [200, { status: 'Success', data: list, totalPages: 1, countData: list.length }];
const ada = staffUser({ id: 5, username: 'ada', role: 'admin' });
const grace = staffUser({ id: 6, username: 'grace' });
const admin = staffUser({ id: 1, username: 'boss', role: 'superadmin' });

/** GET /api/activity with these parameters, as the client encodes them. */
const activityPath = (params: Record<string, string | number>) =>
  `/api/activity?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;

function renderActivity(path = '/dashboard/activity') {
  return renderScreen(<ActivityListPage />, { path, user: admin, routes: { '/dashboard/activity': <ActivityListPage /> } });
}

const gets = (calls: ApiCall[], prefix: string) => calls.filter((call) => call.method === 'GET' && call.path.startsWith(prefix)).map((call) => call.path);
const openSelect = (id: string) => fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
/** An option of the open select (the closed ones keep theirs in the page too). */
const option = async (label: string) =>
  waitFor(() => {
    const found = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
/** A day of the open date picker's calendar. */
const day = async (date: string) =>
  waitFor(() => {
    const found = document.querySelector(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${date}"] .ant-picker-cell-inner`);
    if (!found) throw new Error(`no day ${date}`);
    return found as HTMLElement;
  });
const cells = (index: number) => Array.from(document.querySelectorAll('tbody tr.ant-table-row')[index].querySelectorAll('td'), (td) => td.textContent);

beforeEach(() => localStorage.clear());

describe('ActivityListPage', () => {
  it('lists the actions with the count line, the columns and the pages', async () => {
    mockApi({
      'GET /api/activity?page=1': page(
        [
          entry(1, { action: 'user.role_change', targetType: 'user', targetLabel: 'ada', summary: 'role: author → admin' }),
          entry(2, { action: 'auth.login_failed', actorId: null, actorName: null, targetType: 'user', targetId: null, targetLabel: 'who@x.test' }),
          entry(3, { action: 'file.upload', targetType: 'file', targetId: 'a1.png', targetLabel: null, ip: null, summary: 'png, 12 KB' }),
        ],
        2,
        18,
      ),
      'GET /api/users?page=1': users(ada, grace),
    });
    renderActivity();

    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText('Count 18 data')).toBeInTheDocument();
    const headings = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headings).toEqual(['TIME', 'ACTOR', 'ACTION', 'TARGET', 'IP', 'SUMMARY']);
    const time = formatFullDate('2026-01-05T03:02:01.000Z');
    expect(cells(0)).toEqual([time, 'writer', 'Role changed', 'User: ada', '203.0.113.7', 'role: author → admin']);
    expect(cells(1)).toEqual([time, '-', 'Login failed', 'User: who@x.test', '203.0.113.7', '-']);
    expect(cells(2)).toEqual([time, 'writer', 'File uploaded', 'File #a1.png', '-', 'png, 12 KB']);
    expect(document.querySelector('tbody time')).toHaveAttribute('dateTime', '2026-01-05T03:02:01.000Z');
    const pages = document.querySelectorAll('nav[aria-label="Pagination"] button:not([aria-label])');
    expect(Array.from(pages, (b) => b.textContent)).toEqual(['1', '2']);
  });

  it("says so when there is nothing, and shows the API's message when the list fails", async () => {
    mockApi({
      'GET /api/activity?page=1': page([], 0, 0),
      'GET /api/activity?page=1&action=post.schedule': [500, { status: 'Failed', error: true, code: 'internal', message: 'Internal server error' }],
      'GET /api/users?page=1': users(ada),
    });
    renderActivity();
    expect(await screen.findByText(EMPTY_LIST_TEXT)).toBeInTheDocument();
    openSelect('activity-filter-action');
    fireEvent.click(await option('Post scheduled'));
    expect(await screen.findByText(ACTIVITY_MESSAGES.listFailed)).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
  });

  it('narrows by action and by actor, keeping each in the URL and going back to page 1', async () => {
    const calls = mockApi({
      'GET /api/activity?page=2': page([entry(16)], 2, 16),
      'GET /api/activity?page=1&action=post.publish': page([entry(20, { action: 'post.publish' })], 1, 1),
      'GET /api/activity?page=1&actor=5&action=post.publish': page([entry(21, { action: 'post.publish', actorName: 'ada' })], 1, 1),
      'GET /api/activity?page=1&actor=6&action=post.publish': page([entry(22, { action: 'post.publish', actorName: 'grace' })], 1, 1),
      'GET /api/users?page=1': users(ada),
      'GET /api/users?page=1&query=gra': users(grace),
      'GET /api/users/5': [200, { status: 'Success', data: ada }],
      'GET /api/users/6': [200, { status: 'Success', data: grace }],
    });
    renderActivity('/dashboard/activity?page=2');
    await screen.findByText('Post: Report 16');

    openSelect('activity-filter-action');
    fireEvent.click(await option('Post published'));
    expect(await screen.findByText('Post: Report 20')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/activity\?page=1&action=post\.publish$/);

    openSelect('activity-filter-actor');
    fireEvent.click(await option('ada'));
    expect(await screen.findByText('Post: Report 21')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/activity\?page=1&actor=5&action=post\.publish$/);

    // Typing a name asks for the matching accounts once, after a pause; choosing one brings back the whole list.
    openSelect('activity-filter-actor');
    const search = document.querySelector('#activity-filter-actor') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'gra' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, ACTOR_SEARCH_DELAY_MS + 50)));
    fireEvent.click(await option('grace'));
    expect(await screen.findByText('Post: Report 22')).toBeInTheDocument();
    expect(gets(calls, '/api/users?')).toEqual(['/api/users?page=1', '/api/users?page=1&query=gra', '/api/users?page=1']);

    openSelect('activity-filter-actor');
    fireEvent.click(await option('All'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/activity\?page=1&action=post\.publish$/));
    expect(gets(calls, '/api/activity')).toEqual([
      '/api/activity?page=2',
      '/api/activity?page=1&action=post.publish',
      '/api/activity?page=1&actor=5&action=post.publish',
      '/api/activity?page=1&actor=6&action=post.publish',
      // the earlier answer shows at once and is asked again
      '/api/activity?page=1&action=post.publish',
    ]);
  });

  it('narrows by days chosen in the date range, from the start of the first to the end of the last', async () => {
    const first = dayjs().startOf('month');
    const last = first.add(2, 'day');
    const range = { from: first.format('YYYY-MM-DD'), to: last.format('YYYY-MM-DD') };
    const calls = mockApi({
      'GET /api/activity?page=1': page([entry(1)], 1, 1),
      [`GET ${activityPath({ page: 1, from: first.toISOString(), to: last.endOf('day').toISOString() })}`]: page([entry(2)], 1, 1),
      'GET /api/users?page=1': users(ada),
    });
    renderActivity();
    await screen.findByText('Post: Report 1');

    const picker = document.getElementById('activity-filter-from') as HTMLElement;
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    fireEvent.click(await day(range.from));
    fireEvent.click(await day(range.to));

    expect(await screen.findByText('Post: Report 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/activity?page=1&from=${range.from}&to=${range.to}`);
    expect(gets(calls, '/api/activity')).toHaveLength(2);
  });

  it("reads the page and filters from the URL, ignoring values it does not offer, shows a chosen actor's name and keeps them when paging", async () => {
    const params = { actor: 6, action: 'user.delete', from: dayjs('2026-01-05').toISOString(), to: dayjs('2026-01-07').endOf('day').toISOString() };
    const calls = mockApi({
      [`GET ${activityPath({ page: 2, ...params })}`]: page([entry(16, { action: 'user.delete' })], 3, 40),
      [`GET ${activityPath({ page: 3, ...params })}`]: page([entry(31, { action: 'user.delete' })], 3, 40),
      'GET /api/users?page=1': users(ada),
      'GET /api/users/6': [200, { status: 'Success', data: grace }],
    });
    renderActivity('/dashboard/activity?page=2&actor=6&action=user.delete&from=2026-01-05&to=2026-01-07&kind=x');
    expect(await screen.findByText('Post: Report 16')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('#activity-filter-actor')?.closest('.ant-select')).toHaveTextContent('grace'));
    expect(document.querySelector('#activity-filter-action')?.closest('.ant-select')).toHaveTextContent('User deleted');
    expect(document.getElementById('activity-filter-from')).toHaveValue('2026-01-05');
    expect(document.getElementById('activity-filter-to')).toHaveValue('2026-01-07');

    fireEvent.click(button('Next page'));
    expect(await screen.findByText('Post: Report 31')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/activity?page=3&actor=6&action=user.delete&from=2026-01-05&to=2026-01-07');
    expect(gets(calls, '/api/activity')).toEqual([activityPath({ page: 2, ...params }), activityPath({ page: 3, ...params })]);
  });
});
