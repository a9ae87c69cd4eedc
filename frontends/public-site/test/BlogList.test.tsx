import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@csec/contracts';
import BlogTagPage from '../src/blog/BlogTagPage';
import BlogArchivePage from '../src/blog/BlogArchivePage';
import BlogLandingPage from '../src/blog/BlogLandingPage';
import { BLOG_PAGE_SIZE } from '../src/blog/usePublishedBlogs';
import { deferred, failed, mockFetch, ok, type Route as FetchRoute } from './fetchMock';
import { card, sidebar } from './fixtures';
import { TestRouter } from './router';

const LIST = '/api/blogs/publish?';
const SIDEBAR = '/api/blogs/publish/sidebar';
const sidebarRoute: FetchRoute = () => ok({ data: sidebar });

function renderAt(path: string) {
  return render(
    <TestRouter path={path}>
      <Routes>
        <Route path="/blog" element={<BlogLandingPage />} />
        <Route path="/blog/tag/:tag" element={<BlogTagPage />} />
        <Route path="/blog/archieve/:label" element={<BlogArchivePage />} />
      </Routes>
    </TestRouter>,
  );
}

const listCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(LIST));

describe('blog list', () => {
  it('shows skeletons while loading, then one card per post with Read more...', async () => {
    const reply = deferred();
    mockFetch({ [LIST]: () => reply.promise, [SIDEBAR]: sidebarRoute });
    renderAt('/blog/tag/insight');

    expect(screen.getAllByTestId('blog-skeleton')).toHaveLength(BLOG_PAGE_SIZE / 2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');

    await act(async () => reply.release(ok({ data: [card(1), card(2)], totalPages: 1, countData: 2 })));

    expect(screen.queryByTestId('blog-skeleton')).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('blog-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Threat report 1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Threat report 1' })).toHaveAttribute('href', '/blog/threat-report-1');
    expect(first.getByRole('link', { name: 'Read more...' })).toHaveAttribute('href', '/blog/threat-report-1');
    expect(first.getByText('What we saw on regional networks in week 1.')).toHaveClass('excerpt');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/uploads/cover-1.png');
    // The first cover is fetched first; the others wait until they are near the screen.
    expect(cards[0].querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(cards[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(cards[1].querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it("shows 'Blog not found' when there are no posts", async () => {
    mockFetch({ [LIST]: () => ok({ data: [], totalPages: 0, countData: 0 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog/tag/event');
    expect(await screen.findByText('Blog not found')).toBeInTheDocument();
    expect(screen.queryByTestId('blog-card')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Event News');
  });

  it('shows an error with a retry that asks again', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      [LIST]: () => (++attempts === 1 ? failed(500, 'Database unavailable') : ok({ data: [card(7)], totalPages: 1, countData: 1 })),
      [SIDEBAR]: sidebarRoute,
    });
    renderAt('/blog');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.blogsFailed);
    expect(alert).toHaveTextContent('Database unavailable');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Threat report 7' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('asks for the tag, the page from the query string, and pages through the results', async () => {
    const fetchMock = mockFetch({
      [LIST]: (url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return ok({ data: [card(page * 10)], totalPages: 3, countData: 3 * BLOG_PAGE_SIZE });
      },
      [SIDEBAR]: sidebarRoute,
    });
    renderAt('/blog/tag/tips%20and%20trick?page=2');

    expect(await screen.findByRole('heading', { name: 'Threat report 20' })).toBeInTheDocument();
    const query = new URL(listCalls(fetchMock)[0], 'http://x').searchParams;
    expect(query.get('category')).toBe('tips and trick');
    expect(query.get('page')).toBe('2');
    expect(query.get('limit')).toBe(String(BLOG_PAGE_SIZE));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Tips and Trick News');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pages).getByRole('link', { name: 'Next ›' }));
    expect(await screen.findByRole('heading', { name: 'Threat report 30' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Next ›')).toHaveAttribute('aria-disabled', 'true');
  });

  it("names the announcement tile's tag 'Announcement' and other tags as the API does", async () => {
    mockFetch({ [LIST]: () => ok({ data: [card(1, { category: 'Cloud Security' })], totalPages: 1, countData: 1 }), [SIDEBAR]: sidebarRoute });
    const { unmount } = renderAt('/blog/tag/annoucement');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Announcement News');
    await screen.findByTestId('blog-card');
    unmount();

    renderAt('/blog/tag/cloud%20security');
    await screen.findByTestId('blog-card');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Cloud Security News');
  });

  it('filters an archive page by the month of its label', async () => {
    const fetchMock = mockFetch({ [LIST]: () => ok({ data: [card(1)], totalPages: 1, countData: 1 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog/archieve/November%202026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest NOVEMBER 2026 News');
    await screen.findByTestId('blog-card');
    expect(new URL(listCalls(fetchMock)[0], 'http://x').searchParams.get('month')).toBe('2026-11');
  });

  it('answers an archive label that is no month with the not-found page', () => {
    const fetchMock = mockFetch({ [SIDEBAR]: sidebarRoute });
    renderAt('/blog/archieve/not-a-month');
    expect(screen.getByText('The page you requested could not be found')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(0);
  });
});

describe('blog landing and sidebar', () => {
  it('shows the four featured tiles, the NEWS list and the sidebar from the API', async () => {
    mockFetch({ [LIST]: () => ok({ data: [card(1)], totalPages: 1, countData: 1 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog');

    const tiles = screen.getByRole('list', { name: 'Featured categories' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [expect.stringMatching(/^INSIGHT/), '/blog/tag/insight'],
      [expect.stringMatching(/^EVENT/), '/blog/tag/event'],
      [expect.stringMatching(/^TIPS AND TRICK/), '/blog/tag/tips%20and%20trick'],
      [expect.stringMatching(/^ANNOUNCEMENT/), '/blog/tag/annoucement'],
    ]);
    expect(screen.getByRole('heading', { name: 'NEWS' })).toBeInTheDocument();

    const recent = await screen.findByRole('region', { name: 'RECENT POST' });
    expect(within(recent).getAllByRole('link')).toHaveLength(6);
    expect(within(recent).getByRole('link', { name: 'Recent 1' })).toHaveAttribute('href', '/blog/recent-1');

    const archive = screen.getByRole('region', { name: 'ARCHIEVE' });
    expect(within(archive).getByRole('link', { name: 'November 2026' })).toHaveAttribute('href', '/blog/archieve/November%202026');

    const categories = screen.getByRole('region', { name: 'CATEGORY' });
    expect(within(categories).getByRole('link', { name: 'TIPS AND TRICK' })).toHaveAttribute('href', '/blog/tag/tips%20and%20trick');
  });
});
