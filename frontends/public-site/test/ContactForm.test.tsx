import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LEAD_LIMITS, LEAD_MESSAGES, type SiteConfig } from '@csec/contracts';
import { ContactForm } from '../src/components/ContactForm';
import ContactPage from '../src/pages/ContactPage';
import { deferred, failed, mockFetch, ok } from './fetchMock';
import { TestRouter } from './router';

const LEADS = '/api/leads';
const CONSENT = 'I agree to be contacted by CSEC about my request.';

const field = (name: string) => screen.getByRole('textbox', { name });
const consent = () => screen.getByRole('checkbox', { name: CONSENT });
const submitButton = () => screen.getByRole('button', { name: /^(Send message|Sending\.\.\.)$/ });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillIn() {
  type('Full name', '  Dewi Lestari ');
  type('Organisation', 'Ministry of Communications');
  type('E-mail', 'dewi@kominfo.example');
  type('Phone (optional)', '+62 21 555-0100');
  type('Message', 'We would like an assessment of our SOC.');
  fireEvent.click(consent());
}

/** The field's error text, found through its aria-describedby. */
function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)).filter((node) => node?.className === 'error');
  return texts.length ? texts.map((node) => node!.textContent).join(' ') : null;
}

describe('contact form', () => {
  it('shows every field error and sends nothing when submitted empty, then follows the typing', () => {
    const fetchMock = mockFetch({});
    render(<ContactForm />, { wrapper: TestRouter });
    // Nothing is flagged before the visitor has done anything.
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(errorOf(field('Full name'))).toBeNull();

    fireEvent.click(submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(fetchMock.requests).toHaveLength(0);
    const expected: [HTMLElement, string][] = [
      [field('Full name'), LEAD_MESSAGES.nameRequired],
      [field('Organisation'), LEAD_MESSAGES.organisationRequired],
      [field('E-mail'), LEAD_MESSAGES.emailInvalid],
      [field('Message'), LEAD_MESSAGES.messageRequired],
      [consent(), LEAD_MESSAGES.consentRequired],
    ];
    for (const [element, message] of expected) {
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(element)).toBe(message);
    }
    // The phone is optional: left empty, it is fine.
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(errorOf(field('Phone (optional)'))).toBeNull();
    // The focus goes to the first field to fix.
    expect(field('Full name')).toHaveFocus();

    // From now on the errors follow what is typed.
    type('Full name', 'Dewi');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(errorOf(field('Full name'))).toBeNull();
    type('E-mail', 'dewi@');
    expect(errorOf(field('E-mail'))).toBe(LEAD_MESSAGES.emailInvalid);
    type('E-mail', 'dewi@kominfo.example');
    expect(errorOf(field('E-mail'))).toBeNull();
    fireEvent.click(consent());
    expect(errorOf(consent())).toBeNull();
  });

  it('speaks Indonesian on /id/contact: labels, field errors and the button', () => {
    const fetchMock = mockFetch({});
    render(
      <TestRouter path="/id/contact">
        <ContactForm />
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Kirim pesan kepada kami' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf(field('Nama lengkap'))).toBe('Silakan isi nama lengkap Anda');
    expect(errorOf(field('E-mail'))).toBe('Silakan isi alamat e-mail yang valid');
    expect(errorOf(screen.getByRole('checkbox', { name: 'Saya bersedia dihubungi oleh CSEC terkait permintaan saya.' }))).toBe(
      'Silakan setujui untuk dihubungi terkait permintaan Anda',
    );
    expect(field('Telepon (opsional)')).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field once it is left, before any submit', () => {
    mockFetch({});
    render(<ContactForm />, { wrapper: TestRouter });
    type('Phone (optional)', '12ab');
    expect(errorOf(field('Phone (optional)'))).toBeNull();
    fireEvent.blur(field('Phone (optional)'));
    expect(errorOf(field('Phone (optional)'))).toBe(LEAD_MESSAGES.phoneInvalid);
    // Other fields are not flagged until they are left or the form is sent.
    expect(errorOf(field('Full name'))).toBeNull();
  });

  it('applies the API limits with its own texts', () => {
    const fetchMock = mockFetch({});
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    type('Full name', 'x'.repeat(LEAD_LIMITS.nameMax + 1));
    type('Organisation', 'x'.repeat(LEAD_LIMITS.organisationMax + 1));
    type('E-mail', 'dewi kominfo.example');
    type('Phone (optional)', '12-34');
    type('Message', 'x'.repeat(LEAD_LIMITS.messageMax + 1));
    fireEvent.click(submitButton());

    expect(errorOf(field('Full name'))).toBe(LEAD_MESSAGES.nameMax);
    expect(errorOf(field('Organisation'))).toBe(LEAD_MESSAGES.organisationMax);
    expect(errorOf(field('E-mail'))).toBe(LEAD_MESSAGES.emailInvalid);
    expect(errorOf(field('Phone (optional)'))).toBe(LEAD_MESSAGES.phoneInvalid);
    expect(errorOf(field('Message'))).toBe(LEAD_MESSAGES.messageMax);
    expect(fetchMock).not.toHaveBeenCalled();

    // At the limits, everything passes.
    type('Full name', 'x'.repeat(LEAD_LIMITS.nameMax));
    type('Organisation', 'x'.repeat(LEAD_LIMITS.organisationMax));
    type('E-mail', 'dewi@kominfo.example');
    type('Phone (optional)', '(021) 555.0100/2');
    type('Message', 'x'.repeat(LEAD_LIMITS.messageMax));
    for (const name of ['Full name', 'Organisation', 'E-mail', 'Phone (optional)', 'Message']) expect(errorOf(field(name))).toBeNull();
  });

  it('has a honeypot that people never see or reach', () => {
    mockFetch({});
    const { container } = render(<ContactForm />, { wrapper: TestRouter });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(trap.parentElement).toHaveClass('trap');
    expect(trap.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });

  it('sends the lead as JSON, shows Sending... meanwhile, then the confirmation', async () => {
    const reply = deferred();
    const fetchMock = mockFetch({ [LEADS]: () => reply.promise });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(LEADS);
    expect(fetchMock.requests).toEqual([
      {
        url: LEADS,
        method: 'POST',
        body: {
          kind: 'contact',
          name: 'Dewi Lestari',
          organisation: 'Ministry of Communications',
          email: 'dewi@kominfo.example',
          phone: '+62 21 555-0100',
          message: 'We would like an assessment of our SOC.',
          consent: true,
          website: '',
        },
      },
    ]);
    // A second press while sending sends nothing more.
    fireEvent.submit(submitButton().closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => reply.release({ status: 201, body: { status: 'Success', message: LEAD_MESSAGES.sent } }));

    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent(LEAD_MESSAGES.contactSent);
    expect(confirmation).toHaveFocus();
    expect(within(confirmation).getByRole('button', { name: 'Send another message' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves the phone out when none is given', async () => {
    const fetchMock = mockFetch({ [LEADS]: () => ok({ message: LEAD_MESSAGES.sent }) });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    type('Phone (optional)', '   ');
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    expect(fetchMock.requests[0].body).not.toHaveProperty('phone');
    expect(fetchMock.requests[0].body).toMatchObject({ kind: 'contact', consent: true, website: '' });
  });

  it("shows the server's field errors from a 400 under their fields and keeps what was typed", async () => {
    mockFetch({
      [LEADS]: () =>
        failed(400, 'Please enter a valid e-mail address', { email: 'This e-mail domain does not accept mail', phone: LEAD_MESSAGES.phoneInvalid }),
    });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    fireEvent.click(submitButton());

    expect(await screen.findByText('This e-mail domain does not accept mail')).toBeInTheDocument();
    expect(errorOf(field('E-mail'))).toBe('This e-mail domain does not accept mail');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveFocus();
    expect(errorOf(field('Phone (optional)'))).toBe(LEAD_MESSAGES.phoneInvalid);
    expect(errorOf(field('Full name'))).toBeNull();
    // Every field error found its field: no alert on top.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('  Dewi Lestari ');
    expect(field('Message')).toHaveValue('We would like an assessment of our SOC.');
    expect(submitButton()).toHaveTextContent('Send message');
    expect(submitButton()).toBeEnabled();

    // Changing the field clears the server's verdict on it.
    type('E-mail', 'dewi@mail.kominfo.example');
    expect(errorOf(field('E-mail'))).toBeNull();
    expect(errorOf(field('Phone (optional)'))).toBe(LEAD_MESSAGES.phoneInvalid);
  });

  it("shows the server's message above the button on 429, keeping what was typed", async () => {
    const fetchMock = mockFetch({ [LEADS]: () => failed(429, LEAD_MESSAGES.tooMany) });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEAD_MESSAGES.tooMany);
    // Above the button.
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submitButton()).toHaveTextContent('Send message');
    expect(submitButton()).toBeEnabled();
    expect(field('Organisation')).toHaveValue('Ministry of Communications');
    expect(consent()).toBeChecked();

    // Trying again sends again and the old message goes.
    fireEvent.click(submitButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('alert');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the network message when the server cannot be reached', async () => {
    mockFetch({
      [LEADS]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please check your connection.');
    expect(field('E-mail')).toHaveValue('dewi@kominfo.example');
  });

  it('brings back an empty form with "Send another message"', async () => {
    mockFetch({ [LEADS]: () => ok({ message: LEAD_MESSAGES.sent }) });
    render(<ContactForm />, { wrapper: TestRouter });
    fillIn();
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Send another message' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    for (const name of ['Full name', 'Organisation', 'E-mail', 'Phone (optional)', 'Message']) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(consent()).not.toBeChecked();
    expect(field('Full name')).toHaveFocus();
    expect(submitButton()).toHaveTextContent('Send message');
  });

  it('renders on the server and hydrates without a warning', () => {
    const form = (
      <TestRouter path="/contact">
        <ContactForm />
      </TestRouter>
    );
    const html = renderToString(form);
    expect(html).toContain('Send message');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => {
        root = hydrateRoot(container, form);
      });
      expect(problems).not.toHaveBeenCalled();
      expect(within(container).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('id', container.querySelector('label')!.getAttribute('for'));
      act(() => root!.unmount());
    } finally {
      problems.mockRestore();
      container.remove();
    }
  });

  it('keeps and sends what was typed into the server-rendered form before its code took over', async () => {
    const fetchMock = mockFetch({ [LEADS]: () => ({ status: 201, body: { status: 'Success', message: LEAD_MESSAGES.sent } }) });
    const form = (
      <TestRouter path="/contact">
        <ContactForm />
      </TestRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    // The visitor types into the server's HTML (no events reach React yet), then the page hydrates.
    const typed: Record<string, string> = {
      name: 'Dewi Lestari',
      organisation: 'Ministry of Communications',
      email: 'dewi@kominfo.example',
      message: 'An assessment, please.',
    };
    for (const [name, value] of Object.entries(typed)) (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    (container.querySelector('[name="consent"]') as HTMLInputElement).click();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, form);
      });
      expect(within(container).getByRole('textbox', { name: 'Full name' })).toHaveValue('Dewi Lestari');
      await act(async () => fireEvent.click(within(container).getByRole('button', { name: 'Send message' })));
      expect(fetchMock.requests).toHaveLength(1);
      expect(fetchMock.requests[0].body).toMatchObject({ ...typed, consent: true });
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe('contact page', () => {
  const config: SiteConfig = {
    remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
    formUrl: '',
    mapUrl: 'https://maps.example/embed',
    contact: { email: 'admin@csec.example', phone: '+62 21 5555 0100', address: 'Jl. Sudirman 1, Jakarta' },
    timeZone: 'Asia/Jakarta',
  };

  afterEach(() => {
    delete window.__SITE_CONFIG__;
  });

  it('keeps the office details and the map beside the form', () => {
    window.__SITE_CONFIG__ = config;
    render(
      <TestRouter path="/contact">
        <ContactPage />
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Head office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'admin@csec.example' })).toHaveAttribute('href', 'mailto:admin@csec.example');
    expect(screen.getByRole('link', { name: '+62 21 5555 0100' })).toBeInTheDocument();
    expect(screen.getByText('Jl. Sudirman 1, Jakarta')).toBeInTheDocument();
    // Rendered in the browser, the map asks for its page at once; on a served page the page's loader does (site/page-scripts.ts).
    expect(screen.getByTitle('Map of our office location')).toHaveAttribute('src', 'https://maps.example/embed');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit');
  });
});
