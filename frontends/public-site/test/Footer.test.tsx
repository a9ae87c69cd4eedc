import { render, screen, within } from '@testing-library/react';
import { Footer } from '../src/layout/Footer';
import { ALL_PRODUCTS } from '../src/content/products';
import { deferred, failed, mockFetch, ok } from './fetchMock';
import { siteConfig } from './fixtures';
import { TestRouter } from './router';

function renderFooter() {
  return render(
    <TestRouter>
      <Footer />
    </TestRouter>,
  );
}

const contactList = () => within(screen.getByRole('region', { name: 'Contact' }));

// The tests run in this order on purpose: the site config is fetched once per page load and then kept.
describe('footer', () => {
  afterAll(() => {
    delete window.__SITE_CONFIG__;
  });

  it('says so when the site config cannot be loaded, and keeps the city', async () => {
    mockFetch({ '/api/site-config': () => failed(500, 'down') });
    renderFooter();
    expect(await contactList().findAllByText('Not available right now')).toHaveLength(2);
    expect(contactList().getByText('Jakarta, Indonesia')).toBeInTheDocument();
  });

  it('shows placeholder text while loading, then the e-mail, phone and address as links', async () => {
    const reply = deferred();
    mockFetch({ '/api/site-config': () => reply.promise });
    renderFooter();
    expect(contactList().getAllByText('Loading…')).toHaveLength(2);

    reply.release(ok({ data: siteConfig }));
    expect(await contactList().findByRole('link', { name: siteConfig.contact.email })).toHaveAttribute('href', 'mailto:admin@csec.example');
    expect(contactList().getByRole('link', { name: siteConfig.contact.phone })).toHaveAttribute('href', 'tel:+622155550100');
    expect(contactList().getByText(siteConfig.contact.address)).toBeInTheDocument();
  });

  it("links every product (the eight of the home page, not only the menus' seven) and the company pages", () => {
    renderFooter();
    const products = within(screen.getByRole('region', { name: 'Products' }));
    expect(products.getAllByRole('link')).toHaveLength(ALL_PRODUCTS.length);
    for (const product of ALL_PRODUCTS) {
      expect(products.getByRole('link', { name: product.name })).toHaveAttribute('href', product.link);
    }
    const company = within(screen.getByRole('region', { name: 'Company' }));
    expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(company.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(company.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
