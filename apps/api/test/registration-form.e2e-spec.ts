import {
  CONTACT_FORM_PATH,
  LEAD_MESSAGES,
  LEAD_MESSAGES_ID,
  PRODUCT_NAMES,
  PUBLIC_TEXTS,
  REGISTRATION_FORM_PATH,
  type ApiSuccess,
  type LeadView,
} from '@csec/contracts';
import { login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/** The product's own registration form: a server-rendered page that stores what it is sent as a lead. */
describe('registration form page (/forms/registration)', () => {
  let t: TestApp;
  let token: string;

  const valid = {
    name: 'Dewi Lestari',
    organisation: 'Ministry of Communication',
    jobTitle: 'CISO',
    email: 'dewi@kominfo.example',
    phone: '+62 21 555 0199',
    interest: 'CSEC Defense',
    message: 'Two seats, please.',
    consent: 'on',
    website: '',
  };

  const post = (fields: Record<string, string>) => t.http.post(REGISTRATION_FORM_PATH).type('form').send(fields);

  const leads = async () =>
    (await t.http.get('/api/leads?kind=registration').set('Authorization', `Bearer ${token}`).expect(200)).body as ApiSuccess<LeadView[]> & {
      countData: number;
    };

  beforeAll(async () => {
    t = await startTestApp({ LEADS_MAX_PER_HOUR: '4' });
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });

  afterAll(() => t.close());

  it('is the default form address the site config gives /form', async () => {
    const config = (await t.http.get('/api/site-config').expect(200)).body as ApiSuccess<{ formUrl: string }>;
    expect(config.data?.formUrl).toBe(REGISTRATION_FORM_PATH);
  });

  it('shows the form, the current event first among the interests, with no script', async () => {
    const page = await t.http
      .get(REGISTRATION_FORM_PATH)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<h1>Event registration</h1>');
    expect(page.text).toContain(`<option selected>${PUBLIC_TEXTS.eventTitle}</option>`);
    for (const product of PRODUCT_NAMES) expect(page.text).toContain(`<option>${product}</option>`);
    expect(page.text).not.toContain('<script');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('is in Indonesian under /id, for the Indonesian /form page', async () => {
    const form = await t.http.get(`/id${REGISTRATION_FORM_PATH}`).expect(200);
    expect(form.text).toMatch(/^<!doctype html><html lang="id">/);
    expect(form.text).toContain('<h1>Pendaftaran acara</h1>');
    expect(form.text).toContain('<label for="interest">Acara atau produk yang diminati</label>');
  });

  it('stores a sent registration as a lead and answers 303 to the confirmation', async () => {
    const sent = await post(valid).expect(303);
    expect(sent.headers.location).toBe(`${REGISTRATION_FORM_PATH}?sent=1`);
    const confirmation = await t.http.get(sent.headers.location).expect(200);
    expect(confirmation.text).toContain(LEAD_MESSAGES.registrationSent);
    expect(confirmation.text).not.toContain('<form');

    const [lead] = (await leads()).data!;
    expect(lead).toMatchObject({ kind: 'registration', name: 'Dewi Lestari', interest: 'CSEC Defense', phone: '+62 21 555 0199', status: 'new' });
  });

  it("answers 400 with the form again, what was typed kept and each field's message under it", async () => {
    const before = (await leads()).countData;
    const refused = await post({ ...valid, name: '  ', email: 'dewi@', consent: '' }).expect(400);
    expect(refused.text).toContain(`<p class="error" id="name-error">${LEAD_MESSAGES.nameRequired}</p>`);
    expect(refused.text).toContain(`<p class="error" id="email-error">${LEAD_MESSAGES.emailInvalid}</p>`);
    expect(refused.text).toContain(`<p class="error" id="consent-error">${LEAD_MESSAGES.consentRequired}</p>`);
    expect(refused.text).toContain('value="Ministry of Communication"');
    expect((await leads()).countData).toBe(before);
  });

  it('refuses an interest that is neither the event nor a product', async () => {
    const refused = await post({ ...valid, interest: 'Free laptops' }).expect(400);
    expect(refused.text).toContain(LEAD_MESSAGES.interestInvalid);
  });

  it('treats a filled honeypot like a sent form and stores nothing', async () => {
    const before = (await leads()).countData;
    await post({ ...valid, website: 'https://spam.example' }).expect(303);
    expect((await leads()).countData).toBe(before);
  });

  it('counts against the same hourly allowance as POST /api/leads: 429 with Retry-After and the message', async () => {
    // Four allowed an hour: one stored and one honeypot above, one more here, then the API's one.
    await post(valid).expect(303);
    await t.http
      .post('/api/leads')
      .send({ ...valid, kind: 'registration', consent: true })
      .expect(201);
    const refused = await post(valid).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain(`<p class="alert" role="alert">${LEAD_MESSAGES.tooMany}</p>`);
  });
});

/** /contact's form before (or without) the page's script: posted to CONTACT_FORM_PATH, answered by the server. */
describe('contact form page (/forms/contact)', () => {
  let t: TestApp;
  let token: string;

  const valid = {
    name: 'Rina Wulandari',
    organisation: 'Badan Siber',
    email: 'rina@bssn.example',
    phone: '',
    message: 'Please call us about a SOC.',
    consent: 'on',
    website: '',
  };

  const contacts = async () =>
    (await t.http.get('/api/leads?kind=contact').set('Authorization', `Bearer ${token}`).expect(200)).body as ApiSuccess<LeadView[]> & {
      countData: number;
    };

  beforeAll(async () => {
    t = await startTestApp();
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });

  afterAll(() => t.close());

  it('stores a sent message as a contact lead and answers 303 to a confirmation with no script', async () => {
    const sent = await t.http.post(CONTACT_FORM_PATH).type('form').send(valid).expect(303);
    expect(sent.headers.location).toBe(`${CONTACT_FORM_PATH}?sent=1`);
    const confirmation = await t.http.get(sent.headers.location).expect(200);
    expect(confirmation.text).toContain(LEAD_MESSAGES.contactSent);
    expect(confirmation.text).not.toMatch(/<form|<script/);
    const [lead] = (await contacts()).data!;
    expect(lead).toMatchObject({ kind: 'contact', name: 'Rina Wulandari', organisation: 'Badan Siber', phone: null, message: 'Please call us about a SOC.' });
  });

  it('sends a post to /contact itself (a page saved before the form named its address) on with its body: 307', async () => {
    const moved = await t.http.post('/contact').type('form').send(valid).expect(307);
    expect(moved.headers.location).toBe(CONTACT_FORM_PATH);
  });

  it("answers 400 with the form again, what was typed kept and each field's message under it", async () => {
    const before = (await contacts()).countData;
    const refused = await t.http
      .post(CONTACT_FORM_PATH)
      .type('form')
      .send({ ...valid, organisation: '', message: ' ', phone: 'call me', consent: '' })
      .expect(400);
    for (const [field, message] of [
      ['organisation', LEAD_MESSAGES.organisationRequired],
      ['message', LEAD_MESSAGES.messageRequired],
      ['phone', LEAD_MESSAGES.phoneInvalid],
      ['consent', LEAD_MESSAGES.consentRequired],
    ]) {
      expect(refused.text).toContain(`<p class="error" id="${field}-error">${message}</p>`);
    }
    expect(refused.text).toContain('value="Rina Wulandari"');
    expect(refused.text).toContain('<form method="post">');
    expect((await contacts()).countData).toBe(before);
  });
  it('in Indonesian under /id: the form, its messages and its confirmation, and a post to /id/contact sent on to it', async () => {
    const path = `/id${CONTACT_FORM_PATH}`;
    const form = await t.http.get(path).expect(200);
    expect(form.text).toMatch(/^<!doctype html><html lang="id">/);
    expect(form.text).toContain('<h1>Kirim pesan kepada kami</h1>');
    expect((await t.http.post('/id/contact').type('form').send(valid).expect(307)).headers.location).toBe(path);

    const refused = await t.http
      .post(path)
      .type('form')
      .send({ ...valid, organisation: '', consent: '' })
      .expect(400);
    expect(refused.text).toContain(`<p class="error" id="organisation-error">${LEAD_MESSAGES_ID.organisationRequired}</p>`);
    expect(refused.text).toContain(`<p class="error" id="consent-error">${LEAD_MESSAGES_ID.consentRequired}</p>`);

    const sent = await t.http.post(path).type('form').send(valid).expect(303);
    expect(sent.headers.location).toBe(`${path}?sent=1`);
    const confirmation = await t.http.get(sent.headers.location).expect(200);
    expect(confirmation.text).toContain(LEAD_MESSAGES_ID.contactSent);
    expect(confirmation.text).toContain('<a href="/id">Kembali ke beranda</a>');
  });
});
