import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NAVBAR_SCROLL_THRESHOLD } from '@csec/contracts';
import { Header } from '../src/layout/Header';
import { MobileDrawer } from '../src/layout/MobileDrawer';
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

function renderHeader(transparentAtTop: boolean, path = '/') {
  return render(
    <TestRouter path={path}>
      <Header transparentAtTop={transparentAtTop} />
      <MobileDrawer />
    </TestRouter>,
  );
}

describe('Header', () => {
  beforeEach(() => {
    scrollTo(0);
    setScreen(false);
  });

  it('on an Indonesian page, speaks Indonesian, links to the Indonesian pages and offers the same page in English', () => {
    renderHeader(false, '/id/about');
    const nav = within(banner()).getByRole('navigation', { name: 'Utama' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/id');
    expect(within(nav).getByRole('link', { name: 'Tentang Kami' })).toHaveAttribute('href', '/id/about');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/id/blog');
    expect(within(banner()).getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute('href', '/id/contact');
    const english = within(banner()).getByRole('link', { name: 'EN, English' });
    expect(english).toHaveAttribute('href', '/about');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/about');
  });

  it('on an English page, offers the same page in Indonesian', () => {
    renderHeader(false, '/product/encryptor');
    expect(within(banner()).getByRole('link', { name: 'ID, Bahasa Indonesia' })).toHaveAttribute('href', '/id/product/encryptor');
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

  it("puts the drawer in the page's HTML as a popover the menu button opens, with its Products list a <details>", () => {
    renderHeader(true);
    const drawer = document.getElementById('site-drawer')!;
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAccessibleName('Menu');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('popovertarget', 'site-drawer');
    const close = within(drawer).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'site-drawer');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');

    const details = drawer.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent('Products');
    expect(details.open).toBe(false);
    for (const product of MENU_PRODUCTS) {
      expect(within(details).getByRole('link', { name: product.name, hidden: true })).toHaveAttribute('href', product.link);
    }
  });

  it('once hydrated, holds the page still while the drawer is open, and closes it and folds its list when a link is followed', () => {
    // jsdom has no popovers: the browser's part (the toggle events, hiding on request) is played here.
    const hidePopover = jest.fn(function (this: HTMLElement) {
      toggled(this, 'closed');
    });
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', { value: hidePopover, configurable: true });
    const toggled = (element: HTMLElement, newState: 'open' | 'closed') =>
      act(() => void element.dispatchEvent(Object.assign(new Event('toggle'), { newState })));
    renderHeader(true);
    const drawer = document.getElementById('site-drawer')!;
    hidePopover.mockClear();

    toggled(drawer, 'open');
    expect(document.body.style.overflow).toBe('hidden');
    const details = drawer.querySelector('details')!;
    details.open = true;

    fireEvent.click(within(drawer).getByRole('link', { name: MENU_PRODUCTS[0].name, hidden: true }));
    expect(hidePopover).toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('');
    expect(details.open).toBe(false);
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });
});
