import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../src/layout/SiteLayout';
import { mockFetch, ok } from './fetchMock';
import { siteConfig } from './fixtures';
import { TestRouter } from './router';

describe('site layout', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo');

  beforeEach(() => {
    scrollTo.mockClear();
    mockFetch({ '/api/site-config': () => ok({ data: siteConfig }) });
  });

  it('leaves the first page where the reader is and starts each next page at its top', async () => {
    render(
      <TestRouter path="/one">
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/one" element={<Link to="/two">Next page</Link>} />
            <Route path="/two" element={<h1>Second page</h1>} />
          </Route>
        </Routes>
      </TestRouter>,
    );
    // A reader who scrolled the server-rendered page before the code took over stays there.
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => screen.getByRole('link', { name: 'Next page' }).click());
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
