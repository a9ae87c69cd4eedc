import { render, screen, within } from '@testing-library/react';
import { PUBLIC_TEXTS } from '@csec/contracts';
import { EVENT, PARTNERS } from '../src/content/home';
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

  it('draws its pictures inline: the partner logos and the event poster named, the rest hidden, no id twice', () => {
    const { container } = render(
      <TestRouter>
        <HomePage />
      </TestRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    const named = screen.getAllByRole('img');
    expect(named.map((svg) => svg.getAttribute('aria-label'))).toEqual([...PARTNERS.map((partner) => partner.name), `${EVENT.title} ${EVENT.year} poster`]);
    expect(named.every((svg) => svg.tagName === 'svg')).toBe(true);
    expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThan(10);
    // Every drawing of the stub defines the gradient "g": each instance has its own.
    const ids = Array.from(container.querySelectorAll('svg [id]'), (element) => element.id);
    expect(ids.length).toBe(container.querySelectorAll('svg[focusable="false"]').length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
