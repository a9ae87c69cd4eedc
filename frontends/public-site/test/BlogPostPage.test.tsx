import { render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@csec/contracts';
import BlogPostPage from '../src/blog/BlogPostPage';
import { LanguageSwitch } from '../src/layout/LanguageSwitch';
import { failed, mockFetch, ok } from './fetchMock';
import { post, sidebar } from './fixtures';
import { TestRouter } from './router';

const SIDEBAR = '/api/blogs/publish/sidebar';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPost(slug: string) {
  return render(
    <TestRouter path={`/blog/${slug}`}>
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
      <Location />
    </TestRouter>,
  );
}

describe('post detail', () => {
  it('shows the title, date, editor, cover and the rich content', async () => {
    mockFetch({
      '/api/blogs/publish/threat-report-1': () => ok({ data: [post()] }),
      [SIDEBAR]: () => ok({ data: sidebar }),
    });
    renderPost('threat-report-1');

    expect(screen.getByTestId('post-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Threat report 1' })).toBeInTheDocument();
    expect(screen.getByText('Editor: superadmin')).toBeInTheDocument();
    expect(screen.queryByText(/^Contributor:/)).not.toBeInTheDocument();
    expect(screen.getByText('3 November 2026')).toHaveAttribute('datetime', '2026-11-03T09:00:00.000Z');
    const cover = screen.getByRole('img', { name: 'Threat report 1' });
    expect(cover).toHaveAttribute('src', '/uploads/cover-1.png');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('/uploads/cover-1-960.webp 960w'));
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1280', '720']);
    const paragraph = screen.getByText('readers').closest('p');
    expect(paragraph).toHaveClass('ql-align-center');
    expect(document.title).toBe('Threat report 1 | CSEC');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'What we saw on regional networks in week 1.');
  });

  it('lists the contributors when there are any', async () => {
    mockFetch({
      '/api/blogs/publish/threat-report-1': () => ok({ data: [post({ contributors: ['alice', 'budi'] })] }),
      [SIDEBAR]: () => ok({ data: sidebar }),
    });
    renderPost('threat-report-1');
    expect(await screen.findByText('Contributor: alice, budi')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug or a draft', async () => {
    mockFetch({
      '/api/blogs/publish/missing': () => failed(404, 'Blog Not Found!'),
      [SIDEBAR]: () => ok({ data: sidebar }),
    });
    renderPost('missing');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('moves an old slug to the current one', async () => {
    const fetchMock = mockFetch({
      '/api/blogs/publish/old-title': () => ok({ data: [post({ slug: 'threat-report-1' })] }),
      '/api/blogs/publish/threat-report-1': () => ok({ data: [post()] }),
      [SIDEBAR]: () => ok({ data: sidebar }),
    });
    renderPost('old-title');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blog/threat-report-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Threat report 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/blogs/publish/threat-report-1');
  });
});

describe('an Indonesian post', () => {
  function renderIndonesian(slug: string) {
    return render(
      <TestRouter path={`/id/blog/${slug}`}>
        <LanguageSwitch long />
        <Routes>
          <Route path="/id/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </TestRouter>,
    );
  }

  it('reads the post among the Indonesian ones, speaks Indonesian, and switches to its English translation', async () => {
    const fetched = mockFetch({
      '/api/blogs/publish/kunci-kuantum?lang=id': () =>
        ok({
          data: [
            post({ title: 'Kunci Kuantum', slug: 'kunci-kuantum', language: 'id', category: 'Wawasan', translation: { language: 'en', slug: 'quantum-keys' } }),
          ],
        }),
      [`${SIDEBAR}?lang=id`]: () => ok({ data: sidebar }),
    });
    renderIndonesian('kunci-kuantum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunci Kuantum' })).toBeInTheDocument();
    expect(screen.getByText('Penyunting: superadmin')).toBeInTheDocument();
    expect(screen.getByText('3 November 2026')).toBeInTheDocument();
    // The category links to its tag page by its English name, under /id.
    expect(screen.getByRole('link', { name: 'Wawasan' })).toHaveAttribute('href', '/id/blog/tag/insight');
    await waitFor(() => expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/blog/quantum-keys'));
    expect(fetched).toHaveBeenCalledWith('/api/blogs/publish/kunci-kuantum?lang=id');
  });

  it('switches to the English blog when the post has no translation, never to a 404', async () => {
    mockFetch({
      '/api/blogs/publish/sendiri?lang=id': () => ok({ data: [post({ slug: 'sendiri', language: 'id' })] }),
      [`${SIDEBAR}?lang=id`]: () => ok({ data: sidebar }),
    });
    renderIndonesian('sendiri');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/blog');
  });
});
