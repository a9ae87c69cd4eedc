import { render, screen, within } from '@testing-library/react';
import { PUBLIC_TEXTS } from '@csec/contracts';
import HomePage from '../src/pages/HomePage';
import { TestRouter } from './router';

// The counters start when they scroll into view; jsdom has no IntersectionObserver.
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: NeverIntersecting });
});

describe('home page', () => {
  it("makes both of the spec's claims: SOC projects and '30+ Products'", () => {
    render(
      <TestRouter>
        <HomePage />
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { name: PUBLIC_TEXTS.socProjects })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'One partner for the whole security lifecycle' });
    const claim = within(products).getByTestId('products-claim');
    expect(within(claim).getByText(PUBLIC_TEXTS.productCount).tagName).toBe('STRONG');
    expect(claim).toHaveTextContent(`${PUBLIC_TEXTS.productCount} in one integrated portfolio`);
  });
});
