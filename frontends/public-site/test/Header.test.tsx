import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NAVBAR_SCROLL_THRESHOLD } from '@csec/contracts';
import { Header } from '../src/layout/Header';
import { MENU_PRODUCTS } from '../src/content/products';
import { TestRouter } from './router';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Makes every media query match (a small screen) or none (a wide one). */
function setScreen(small: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const banner = () => screen.getByRole('banner');

function renderHeader(transparentAtTop: boolean) {
  return render(
    <TestRouter>
      <Header transparentAtTop={transparentAtTop} />
    </TestRouter>,
  );
}

describe('Header', () => {
  beforeEach(() => {
    scrollTo(0);
    setScreen(false);
  });

  it('does not load the drawer on wide screens', () => {
    renderHeader(true);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(document.getElementById('site-drawer')).toBeNull();
  });

  it('on the home page is transparent at the top and turns solid only past the threshold', () => {
    renderHeader(true);
    expect(banner()).toHaveAttribute('data-state', 'transparent');
    expect(banner()).toHaveClass('transparent');

    scrollTo(NAVBAR_SCROLL_THRESHOLD);
    expect(banner()).toHaveAttribute('data-state', 'transparent');

    scrollTo(NAVBAR_SCROLL_THRESHOLD + 1);
    expect(banner()).toHaveAttribute('data-state', 'solid');
    expect(banner()).toHaveClass('solid');

    scrollTo(10);
    expect(banner()).toHaveAttribute('data-state', 'transparent');
  });

  it('is solid on other pages even at the very top', () => {
    renderHeader(false);
    expect(banner()).toHaveAttribute('data-state', 'solid');
    scrollTo(0);
    expect(banner()).toHaveAttribute('data-state', 'solid');
  });

  it('links Home, About, Blog, the products and Contact Us', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact');

    fireEvent.click(within(nav).getByRole('button', { name: 'Products' }));
    for (const product of MENU_PRODUCTS) {
      expect(within(nav).getByRole('link', { name: product.name })).toHaveAttribute('href', product.link);
    }
  });

  it('opens the Products menu on hover and keeps it open when the hovering pointer clicks', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Products' });
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button); // keyboard activation: detail 0
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('on small screens opens the drawer from the hamburger and expands its Products list', async () => {
    setScreen(true);
    renderHeader(true);
    await screen.findByRole('complementary', { name: 'Menu', hidden: true });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('complementary', { name: 'Menu' });
    const toggle = within(drawer).getByRole('button', { name: 'Products' });
    const list = drawer.querySelector('#drawer-products');
    expect(list).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(drawer).getByRole('link', { name: MENU_PRODUCTS[0].name })).toBeVisible();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
