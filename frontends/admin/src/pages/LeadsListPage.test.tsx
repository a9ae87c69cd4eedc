import { LEAD_MESSAGES } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../api/token';
import type { Lead } from '../leads/lead';
import { saveBlob } from '../lib/download';
import { formatListDate } from '../lib/formatDate';
import { button } from '../test/button';
import { mockApi, type ApiCall } from '../test/mockApi';
import { renderScreen, staffUser } from '../test/renderScreen';
import LeadsListPage from './LeadsListPage';

jest.mock('../lib/download', () => ({ ...jest.requireActual<object>('../lib/download'), saveBlob: jest.fn() }));

function lead(id: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id,
    kind: 'registration',
    name: `Visitor ${id}`,
    organisation: `Agency ${id}`,
    jobTitle: null,
    email: `visitor${id}@example.gov`,
    phone: null,
    interest: 'CSEC Defense',
    message: null,
    status: 'new',
    clientIp: null,
    createdAt: '2020-05-04T03:02:01.000Z',
    updatedAt: '2020-05-04T03:02:01.000Z',
    ...overrides,
  };
}

const page = (data: Lead[], totalPages: number, countData: number): [number, unknown] => [200, { status: 'Success', data, totalPages, countData }];
const admin = staffUser({ role: 'admin' });

function renderLeads(path = '/dashboard/leads') {
  return renderScreen(<LeadsListPage />, { path, user: admin, routes: { '/dashboard/leads': <LeadsListPage /> } });
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

/** The open detail drawer (role queries are slow against antd's style sheets; this reads the DOM). */
const openDrawer = async () =>
  waitFor(() => {
    const found = document.querySelector('.ant-drawer-open [role="dialog"]');
    if (!found) throw new Error('no open drawer');
    return found as HTMLElement;
  });

beforeEach(() => {
  localStorage.clear();
  jest.mocked(saveBlob).mockClear();
});

describe('LeadsListPage', () => {
  it('lists the leads with the count line, the columns and the status badges', async () => {
    mockApi({
      'GET /api/leads?page=1': page([lead(1), lead(2, { kind: 'contact', status: 'contacted', interest: null }), lead(3, { status: 'closed' })], 2, 18),
    });
    renderLeads();

    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    expect(screen.getByText('Count 18 data')).toBeInTheDocument();
    const headings = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headings).toEqual(['RECEIVED', 'NAME', 'ORGANISATION', 'KIND', 'INTEREST', 'STATUS', 'ACTION']);
    const cells = (index: number) => Array.from(document.querySelectorAll('tbody tr.ant-table-row')[index].querySelectorAll('td'), (td) => td.textContent);
    expect(cells(0).slice(0, 6)).toEqual([formatListDate('2020-05-04T03:02:01.000Z'), 'Visitor 1', 'Agency 1', 'Registration', 'CSEC Defense', 'New']);
    expect(cells(1).slice(0, 6)).toEqual([formatListDate('2020-05-04T03:02:01.000Z'), 'Visitor 2', 'Agency 2', 'Contact', '-', 'Contacted']);
    expect(screen.getByText('New')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('Contacted')).toHaveClass('ant-tag-gold');
    expect(screen.getByText('Closed').className).not.toMatch(/ant-tag-(blue|gold|green|red)/);
    expect(screen.queryByText('Create new lead')).not.toBeInTheDocument();
    const pages = document.querySelectorAll('nav[aria-label="Pagination"] button:not([aria-label])');
    expect(Array.from(pages, (b) => b.textContent)).toEqual(['1', '2']);
  });

  it('sends the search text and the kind and status filters, keeping each in the URL', async () => {
    const calls = mockApi({
      'GET /api/leads?page=1': page([lead(1)], 1, 1),
      'GET /api/leads?page=1&query=Acme': page([lead(1)], 1, 1),
      'GET /api/leads?page=1&query=Acme&kind=contact': page([lead(2, { kind: 'contact' })], 1, 1),
      'GET /api/leads?page=1&query=Acme&kind=contact&status=closed': page([lead(3, { kind: 'contact', status: 'closed' })], 1, 1),
      'GET /api/leads?page=1&query=Acme&status=closed': page([lead(4, { status: 'closed' })], 1, 1),
    });
    renderLeads();
    await screen.findByText('Visitor 1');

    fireEvent.change(screen.getByPlaceholderText('Search name, organisation, email...'), { target: { value: 'Acme' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leads?page=1&query=Acme'));

    openSelect('list-filter-kind');
    fireEvent.click(await option('Contact'));
    expect(await screen.findByText('Visitor 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leads?page=1&query=Acme&kind=contact');

    openSelect('list-filter-status');
    fireEvent.click(await option('Closed'));
    expect(await screen.findByText('Visitor 3')).toBeInTheDocument();

    openSelect('list-filter-kind');
    fireEvent.click(await option('All'));
    expect(await screen.findByText('Visitor 4')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/leads\?page=1&query=Acme&status=closed$/);

    expect(gets(calls, '/api/leads')).toEqual([
      '/api/leads?page=1',
      '/api/leads?page=1&query=Acme',
      '/api/leads?page=1&query=Acme&kind=contact',
      '/api/leads?page=1&query=Acme&kind=contact&status=closed',
      '/api/leads?page=1&query=Acme&status=closed',
    ]);
  });

  it('reads the page and filters from the URL, ignoring values it does not offer, and keeps them when paging', async () => {
    const calls = mockApi({
      'GET /api/leads?page=2&kind=registration': page([lead(16)], 3, 40),
      'GET /api/leads?page=3&kind=registration': page([lead(31)], 3, 40),
    });
    renderLeads('/dashboard/leads?page=2&kind=registration&status=archived');
    expect(await screen.findByText('Visitor 16')).toBeInTheDocument();
    expect(document.querySelector('#list-filter-kind')?.closest('.ant-select')).toHaveTextContent('Registration');
    expect(document.querySelector('#list-filter-status')?.closest('.ant-select')).toHaveTextContent('All');

    fireEvent.click(button('Next page'));
    expect(await screen.findByText('Visitor 31')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/leads?page=3&kind=registration');
    expect(gets(calls, '/api/leads')).toEqual(['/api/leads?page=2&kind=registration', '/api/leads?page=3&kind=registration']);
  });

  it('shows every field of a lead in the detail view', async () => {
    const full = lead(7, {
      kind: 'contact',
      name: 'Ada Lovelace',
      organisation: 'Ministry of Defence',
      jobTitle: 'Procurement Officer',
      email: 'ada@mod.example.gov',
      phone: '+62 (21) 555-0100',
      interest: 'Digital Forensic',
      message: 'We need a forensic lab.\nPlease call us next week about pricing and training.',
      status: 'contacted',
      clientIp: '203.0.113.9',
    });
    const calls = mockApi({
      'GET /api/leads?page=1': page([lead(7, { name: 'Ada Lovelace', message: null })], 1, 1),
      'GET /api/leads/7': [200, { status: 'Success', data: full }],
    });
    renderLeads();
    fireEvent.click(await screen.findByLabelText('View lead Ada Lovelace'));

    const drawer = await openDrawer();
    await within(drawer).findByText('Procurement Officer');
    expect(within(drawer).getByText('Lead from Ada Lovelace')).toBeInTheDocument();
    expect(within(drawer).getByText('Ministry of Defence')).toBeInTheDocument();
    expect(within(drawer).getByText('Digital Forensic')).toBeInTheDocument();
    expect(within(drawer).getByText('Contact')).toBeInTheDocument();
    expect(within(drawer).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(drawer).getByText(/We need a forensic lab\.\s+Please call us next week about pricing and training\./)).toBeInTheDocument();
    expect(within(drawer).getByText('ada@mod.example.gov')).toHaveAttribute('href', 'mailto:ada@mod.example.gov');
    expect(within(drawer).getByText('+62 (21) 555-0100')).toHaveAttribute('href', 'tel:+62215550100');
    expect(drawer.querySelector('#lead-status')?.closest('.ant-select')).toHaveTextContent('Contacted');
    expect(gets(calls, '/api/leads/')).toEqual(['/api/leads/7']);
  });

  it('changes the status with PATCH, says so and refreshes the list', async () => {
    let status: Lead['status'] = 'new';
    const calls = mockApi({
      'GET /api/leads?page=1': () => page([lead(1, { status })], 1, 1),
      'GET /api/leads/1': () => [200, { status: 'Success', data: lead(1, { status }) }],
      'PATCH /api/leads/1': (body) => {
        status = (body as { status: Lead['status'] }).status;
        return [200, { status: 'Success', message: LEAD_MESSAGES.leadUpdated, data: lead(1, { status }) }];
      },
    });
    renderLeads();
    fireEvent.click(await screen.findByLabelText('View lead Visitor 1'));
    await openDrawer();
    await waitFor(() => expect(gets(calls, '/api/leads/1')).toHaveLength(1));

    openSelect('lead-status');
    fireEvent.click(await option('Contacted'));

    expect(await screen.findByText(LEAD_MESSAGES.leadUpdated)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([expect.objectContaining({ path: '/api/leads/1', body: { status: 'contacted' } })]);
    expect(gets(calls, '/api/leads?')).toEqual(['/api/leads?page=1', '/api/leads?page=1']);
    expect(gets(calls, '/api/leads/1')).toEqual(['/api/leads/1', '/api/leads/1']);
    const row = document.querySelector('tbody tr.ant-table-row') as HTMLElement;
    expect(within(row).getByText('Contacted')).toHaveClass('ant-tag-gold');
  });

  it("shows the server's message when the status change fails", async () => {
    mockApi({
      'GET /api/leads?page=1': page([lead(1)], 1, 1),
      'GET /api/leads/1': [200, { status: 'Success', data: lead(1) }],
      'PATCH /api/leads/1': [404, { status: 'Failed', error: true, message: LEAD_MESSAGES.leadNotFound }],
    });
    renderLeads();
    fireEvent.click(await screen.findByLabelText('View lead Visitor 1'));
    await openDrawer();
    openSelect('lead-status');
    fireEvent.click(await option('Closed'));
    expect((await screen.findAllByText(LEAD_MESSAGES.leadNotFound))[0]).toBeInTheDocument();
    expect(screen.queryByText(LEAD_MESSAGES.leadUpdated)).not.toBeInTheDocument();
  });

  it('asks before deleting, then sends DELETE, says so and refreshes the list', async () => {
    let rows = [lead(1), lead(2)];
    const calls = mockApi({
      'GET /api/leads?page=1': () => page(rows, 1, rows.length),
      'DELETE /api/leads/1': () => {
        rows = rows.filter((row) => row.id !== 1);
        return [200, { status: 'Success', message: LEAD_MESSAGES.leadDeleted }];
      },
    });
    renderLeads();
    fireEvent.click(await screen.findByLabelText('Delete lead Visitor 1'));
    expect((await screen.findAllByText("Are you sure to delete the lead from 'Visitor 1'?"))[0]).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(button('Delete'));
    expect(await screen.findByText(LEAD_MESSAGES.leadDeleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/leads/1']);
    await waitFor(() => expect(screen.queryByText('Visitor 1')).not.toBeInTheDocument());
    expect(screen.getByText('Count 1 data')).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const calls = mockApi({ 'GET /api/leads?page=1': page([lead(1)], 1, 1) });
    renderLeads();
    fireEvent.click(await screen.findByLabelText('Delete lead Visitor 1'));
    await screen.findAllByText("Are you sure to delete the lead from 'Visitor 1'?");
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('downloads the CSV of the current search and filters with the bearer token, named by the answer', async () => {
    setToken('jwt-1');
    const calls = mockApi({
      'GET /api/leads?page=2&query=Acme&kind=contact&status=new': page([lead(16)], 2, 16),
      'GET /api/leads/export.csv?query=Acme&kind=contact&status=new': () =>
        new Response('id,name\n16,Visitor 16\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leads-2025-03-12.csv"' },
        }),
    });
    renderLeads('/dashboard/leads?page=2&query=Acme&kind=contact&status=new');
    await screen.findByText('Visitor 16');

    fireEvent.click(button('Download CSV'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, fileName] = jest.mocked(saveBlob).mock.calls[0];
    expect(fileName).toBe('leads-2025-03-12.csv');
    expect(await blob.text()).toBe('id,name\n16,Visitor 16\n');
    const download = calls.find((call) => call.path.startsWith('/api/leads/export.csv'));
    expect(download).toMatchObject({ method: 'GET', path: '/api/leads/export.csv?query=Acme&kind=contact&status=new', authorization: 'Bearer jwt-1' });
  });

  it('names the CSV leads.csv when the answer gives no name', async () => {
    mockApi({
      'GET /api/leads?page=1': page([lead(1)], 1, 1),
      'GET /api/leads/export.csv': () => new Response('id\n1\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    renderLeads();
    await screen.findByText('Visitor 1');
    fireEvent.click(button('Download CSV'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'leads.csv'));
  });

  it('says so when the CSV download fails', async () => {
    mockApi({
      'GET /api/leads?page=1': page([lead(1)], 1, 1),
      'GET /api/leads/export.csv': [500, { status: 'Failed', error: true, message: 'Internal server error' }],
    });
    renderLeads();
    await screen.findByText('Visitor 1');
    fireEvent.click(button('Download CSV'));
    expect(await screen.findByText('Failed to download the CSV')).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
