import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_TEXT, type SiteConfig } from '@csec/contracts';
import BlogPreviewPage from '../src/blog/BlogPreviewPage';
import { PageDataContext, type PageData, type PageDataEntry } from '../src/ssr/page-data';
import { failed, mockFetch, ok } from './fetchMock';
import { post, sidebar } from './fixtures';
import { TestRouter } from './router';

const SIDEBAR = '/api/blogs/publish/sidebar';
const TOKEN = '0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw';
const PREVIEW = `/api/blogs/preview/${TOKEN}`;
const draft = post({ title: 'Draft under review', slug: 'draft-under-review', content: '<p>Words for the reviewers.</p>' });

function renderPreview(token = TOKEN) {
  return render(
    <TestRouter path={`/blog/preview/${token}`}>
      <Routes>
        <Route path="/blog/preview/:token" element={<BlogPreviewPage />} />
      </Routes>
    </TestRouter>,
  );
}

/** The browser's page data as the server sent it with a rendered page. */
function snapshot(data: Record<string, PageDataEntry>): PageData {
  return {
    server: false,
    head: { status: 200 },
    read: (key) => data[key],
    used: (key) => void delete data[key],
    load: () => Promise.resolve(),
    siteConfig: (): SiteConfig | undefined => undefined,
  };
}

describe('post preview', () => {
  it("shows the post the link opens, as the post's own page would", async () => {
    const fetchMock = mockFetch({ [PREVIEW]: () => ok({ data: draft }), [SIDEBAR]: () => ok({ data: sidebar }) });
    renderPreview();
    expect(screen.getByTestId('post-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft under review' })).toBeInTheDocument();
    expect(screen.getByText('Words for the reviewers.')).toBeInTheDocument();
    expect(screen.getByText('Editor: superadmin')).toBeInTheDocument();
    expect(document.title).toBe('Draft under review | CSEC');
    // Never asked as a published post.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/blogs/publish/draft-under-review');
  });

  it('shows the not-found page for an unknown, expired or revoked link', async () => {
    mockFetch({ [PREVIEW]: () => failed(404, 'This preview link is unknown, expired or revoked'), [SIDEBAR]: () => ok({ data: sidebar }) });
    renderPreview();
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('keeps showing the server-rendered preview after hydration, without asking again', async () => {
    // The site's routes, as the shell mounts them: /blog/preview/:token is not read as a post's slug.
    // App sets webpack's public path first thing; the build defines it, the test does here.
    Object.assign(globalThis, { __webpack_public_path__: '/remotes/public-site/' });
    const { default: App } = await import('../src/App');
    const fetchMock = mockFetch({ [SIDEBAR]: () => ok({ data: sidebar }) });
    render(
      <PageDataContext.Provider value={snapshot({ [PREVIEW]: { ok: true, data: draft } })}>
        <TestRouter path={`/blog/preview/${TOKEN}`}>
          <App />
        </TestRouter>
      </PageDataContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft under review' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TEXT)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/blogs/') && url !== SIDEBAR)).toEqual([]);
  });
});
