import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_TEXTS, SEARCH_QUERY_MAX, SEARCH_TEXTS } from '@csec/contracts';
import BlogSearchPage from '../src/blog/BlogSearchPage';
import BlogTagPage from '../src/blog/BlogTagPage';
import { BLOG_PAGE_SIZE } from '../src/blog/usePublishedBlogs';
import { mockFetch, ok, type Route as FetchRoute } from './fetchMock';
import { card, sidebar } from './fixtures';
import { TestRouter } from './router';

const LIST = '/api/blogs/publish?';
const SIDEBAR = '/api/blogs/publish/sidebar';
const sidebarRoute: FetchRoute = () => ok({ data: sidebar });

/** Where the app is: the path and query string, as the address bar shows them. */
function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

function renderAt(path: string) {
  return render(
    <TestRouter path={path}>
      <Routes>
        <Route path="/blog/search" element={<BlogSearchPage />} />
        <Route path="/blog/tag/:tag" element={<BlogTagPage />} />
      </Routes>
      <Location />
    </TestRouter>,
  );
}

const listCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname === '/api/blogs/publish');
const searchBox = () => within(screen.getByRole('search'));

describe('search results page', () => {
  it("asks for the words and the page, shows each card's snippet in place of its excerpt, and pages with the words kept", async () => {
    const fetchMock = mockFetch({
      [LIST]: (url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return ok({ data: [card(page, { snippet: `…ground stations hold the quantum keys ${page}…` })], totalPages: 2, countData: BLOG_PAGE_SIZE + 1 });
      },
      [SIDEBAR]: sidebarRoute,
    });
    renderAt('/blog/search?q=%20quantum%20%20keys%20');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search: quantum keys');
    const result = await screen.findByTestId('blog-card');
    expect(within(result).getByText('…ground stations hold the quantum keys 1…')).toHaveClass('excerpt');
    expect(within(result).queryByText(card(1).excerpt)).not.toBeInTheDocument();
    const query = listCalls(fetchMock)[0].searchParams;
    expect(query.get('q')).toBe('quantum keys');
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe(String(BLOG_PAGE_SIZE));

    const next = within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next ›' });
    expect(next).toHaveAttribute('href', '/blog/search?q=+quantum++keys+&page=2');
    fireEvent.click(next);
    expect(await screen.findByText('…ground stations hold the quantum keys 2…')).toBeInTheDocument();
    expect(listCalls(fetchMock)[1].searchParams.get('q')).toBe('quantum keys');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: '‹ Previous' })).toHaveAttribute(
      'href',
      '/blog/search?q=+quantum++keys+',
    );
  });

  it("shows 'Blog not found' when nothing matches", async () => {
    mockFetch({ [LIST]: () => ok({ data: [], totalPages: 0, countData: 0 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog/search?q=nothing+here');
    expect(await screen.findByText(PUBLIC_TEXTS.blogNotFound)).toBeInTheDocument();
    expect(screen.queryByTestId('blog-card')).not.toBeInTheDocument();
  });

  it('asks the API nothing without words, and invites a search', async () => {
    const fetchMock = mockFetch({ [SIDEBAR]: sidebarRoute });
    renderAt('/blog/search?q=%20%20');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SEARCH_TEXTS.label);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXTS.prompt);
    await screen.findByRole('heading', { name: PUBLIC_TEXTS.recentPost });
    expect(listCalls(fetchMock)).toHaveLength(0);
  });
});

describe('sidebar search box', () => {
  it('is a GET form to the results page that works without JavaScript', async () => {
    mockFetch({ [LIST]: () => ok({ data: [card(1)], totalPages: 1, countData: 1 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog/tag/insight');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/blog/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = searchBox().getByRole('searchbox', { name: SEARCH_TEXTS.label });
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('placeholder', SEARCH_TEXTS.placeholder);
    expect(input).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX));
    expect(input).toHaveValue('');
    await screen.findByTestId('blog-card');
  });

  it('goes to the results for the words typed, and shows them there', async () => {
    const fetchMock = mockFetch({
      [LIST]: () => ok({ data: [card(1, { snippet: 'around the match' })], totalPages: 1, countData: 1 }),
      [SIDEBAR]: sidebarRoute,
    });
    renderAt('/blog/tag/insight');
    await screen.findByTestId('blog-card');

    fireEvent.change(searchBox().getByRole('searchbox'), { target: { value: '  zero   trust ' } });
    await act(async () => fireEvent.click(searchBox().getByRole('button', { name: SEARCH_TEXTS.button })));

    expect(screen.getByTestId('location')).toHaveTextContent('/blog/search?q=zero+trust');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search: zero trust');
    expect(await screen.findByText('around the match')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('q')).toBe('zero trust');
    expect(searchBox().getByRole('searchbox')).toHaveValue('zero trust');
  });

  it('stays put when only spaces were typed', async () => {
    mockFetch({ [LIST]: () => ok({ data: [card(1)], totalPages: 1, countData: 1 }), [SIDEBAR]: sidebarRoute });
    renderAt('/blog/tag/insight');
    await screen.findByTestId('blog-card');
    fireEvent.change(searchBox().getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/tag/insight');
  });
});
