import { CLOCK_TEXTS, postPermissions, type BlogListItem } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_LIST_TEXT } from '../list/ListScreen';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { ownersView } from '../test/ownersView';
import { renderScreen, siteConfig, staffUser } from '../test/renderScreen';
import BlogListPage from './BlogListPage';

function row(blogId: number, overrides: Partial<BlogListItem> = {}): BlogListItem {
  return ownersView({
    blogId,
    slug: `post-${blogId}`,
    title: `Post ${blogId}`,
    cover: null,
    categoryId: 1,
    category: 'Insight',
    eventDate: null,
    publishStatus: 'draft',
    publishAt: null,
    author: 2,
    createdBy: 'writer',
    createdAt: '2020-05-04T03:02:01.000Z',
    updatedAt: '2020-05-04T03:02:01.000Z',
    updatedBy: null,
    version: 1,
    ...overrides,
  });
}

const page = (data: BlogListItem[], totalPages: number, countData: number): [number, unknown] => [200, { status: 'Success', data, totalPages, countData }];

describe('BlogListPage', () => {
  it('numbers rows across pages and shows the count, columns, badges and the page window', async () => {
    mockApi({ 'GET /api/blogs?page=2': page([row(1, { publishStatus: 'publish' }), row(2)], 3, 32) });
    renderScreen(<BlogListPage />, { path: '/dashboard?page=2', routes: { '/dashboard': <BlogListPage /> } });

    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getByText('Count 32 data')).toBeInTheDocument();
    const headings = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headings).toEqual(['NO', 'TITLE', 'LANGUAGE', 'CATEGORY', 'CREATED BY', 'STATUS', 'CREATED AT', 'ACTION']);
    const rows = document.querySelectorAll('tbody tr.ant-table-row');
    expect(within(rows[0] as HTMLElement).getByText('16')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('17')).toBeInTheDocument();
    expect(screen.getByText('publish')).toHaveClass('ant-tag-green');
    expect(screen.getByText('draft')).toHaveClass('ant-tag-gold');
    expect(screen.getByLabelText('Edit blog Post 1')).toHaveAttribute('href', '/dashboard/blog/edit/post-1');
    const pages = document.querySelectorAll('nav[aria-label="Pagination"] button:not([aria-label])');
    expect(Array.from(pages, (b) => b.textContent)).toEqual(['1', '2', '3']);
  });

  it("shows a scheduled post's badge with its time on the site's clock", async () => {
    mockApi({ 'GET /api/blogs?page=1': page([row(1, { publishStatus: 'scheduled', publishAt: '2026-11-26T02:30:00.000Z' })], 1, 1) });
    renderScreen(<BlogListPage />, { site: siteConfig({ timeZone: 'Asia/Makassar' }) });
    expect(await screen.findByText('scheduled')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('26 November 2026, 10:30 (Asia/Makassar)')).toBeInTheDocument();
    // not public yet: no link to a public page
    expect(screen.queryByLabelText('View blog Post 1')).not.toBeInTheDocument();
  });

  it('keeps the page in the URL', async () => {
    mockApi({ 'GET /api/blogs?page=1': page([row(1)], 2, 16), 'GET /api/blogs?page=2': page([row(16)], 2, 16) });
    renderScreen(<BlogListPage />);
    await screen.findByText('Post 1');
    fireEvent.click(button('Next page'));
    expect(await screen.findByText('Post 16')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?page=2');
  });

  it('searches only with text, and clearing the box drops the query', async () => {
    const calls = mockApi({
      'GET /api/blogs?page=1': page([row(1), row(2)], 1, 2),
      'GET /api/blogs?page=1&query=Post+2': page([row(2)], 1, 1),
    });
    renderScreen(<BlogListPage />);
    await screen.findByText('Post 1');
    fireEvent.click(button('Search'));
    expect(calls).toHaveLength(1);

    const box = screen.getByPlaceholderText('Search blog title, category, author, status...');
    fireEvent.change(box, { target: { value: 'Post 2' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(screen.queryByText('Post 1')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?page=1&query=Post+2');

    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?page=1$/);
  });

  it('moves to the new last page when the current one is past the end', async () => {
    mockApi({ 'GET /api/blogs?page=3': page([], 2, 30), 'GET /api/blogs?page=2': page([row(16)], 2, 30) });
    renderScreen(<BlogListPage />, { path: '/dashboard?page=3', routes: { '/dashboard': <BlogListPage /> } });
    expect(await screen.findByText('Post 16')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?page=2');
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /api/blogs?page=1': page([], 0, 0) });
    renderScreen(<BlogListPage />);
    expect(await screen.findByText(EMPTY_LIST_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Count 0 data')).toBeInTheDocument();
  });

  it("asks before deleting, with the post's title", async () => {
    const calls = mockApi({
      'GET /api/blogs?page=1': page([row(1)], 1, 1),
      'DELETE /api/blogs/1': [200, { status: 'Success', message: 'ok' }],
    });
    renderScreen(<BlogListPage />);
    await screen.findByText('Post 1');
    fireEvent.click(button('Delete blog Post 1'));
    expect((await screen.findAllByText("Are you sure to delete this 'Post 1' blog?"))[0]).toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();
    fireEvent.click(button('Delete'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ blogId: 1 });
  });

  it('offers View, opening the public page in a new tab, only on published rows', async () => {
    mockApi({ 'GET /api/blogs?page=1': page([row(1, { publishStatus: 'publish', slug: 'live-post' }), row(2)], 1, 2) });
    renderScreen(<BlogListPage />);
    await screen.findByText('Post 1');
    const view = screen.getByLabelText('View blog Post 1');
    expect(view).toHaveAttribute('href', '/blog/live-post');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByLabelText('View blog Post 2')).not.toBeInTheDocument();
  });

  it("offers only what the API says the caller may do: another author's post opens read-only and cannot be deleted", async () => {
    const others = row(3, { author: 5, createdBy: 'someone' });
    mockApi({ 'GET /api/blogs?page=1': page([row(1), { ...others, can: postPermissions(staffUser(), { authorId: 5, publishStatus: 'draft' }) }], 1, 2) });
    renderScreen(<BlogListPage />);
    await screen.findByText('Post 1');
    expect(screen.getByLabelText('Edit blog Post 1')).toHaveAttribute('href', '/dashboard/blog/edit/post-1');
    expect(button('Delete blog Post 1')).toBeEnabled();
    expect(screen.queryByLabelText('Edit blog Post 3')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Open blog Post 3 (read-only)')).toHaveAttribute('href', '/dashboard/blog/edit/post-3');
    expect(button('Delete blog Post 3')).toBeDisabled();
  });

  it("names the site's clock its times are on, and shows older dates on it", async () => {
    Object.assign(window, { __SITE_CONFIG__: { timeZone: 'Asia/Jakarta' } });
    try {
      mockApi({ 'GET /api/blogs?page=1': page([row(1, { createdAt: '2025-03-10T17:30:00.000Z' })], 1, 1) });
      renderScreen(<BlogListPage />);
      await screen.findByText('Post 1');
      expect(screen.getByTestId('zone-note')).toHaveTextContent(CLOCK_TEXTS.timesIn('Asia/Jakarta'));
      // 17:30 UTC is half past midnight the next day in Jakarta.
      expect(screen.getByText('11 March 2025, 00:30')).toBeInTheDocument();
    } finally {
      delete (window as Window & { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__;
    }
  });
});
