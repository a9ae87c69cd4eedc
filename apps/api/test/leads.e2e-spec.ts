import { LEAD_LIMITS, LEAD_MESSAGES, PRODUCT_NAMES, PUBLIC_TEXTS } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

type Body = Record<string, unknown>;

const registration = (patch: Body = {}): Body => ({
  kind: 'registration',
  name: 'Rina Wijaya',
  organisation: 'Ministry of Defence',
  jobTitle: 'Head of IT Security',
  email: 'rina@example.go.id',
  phone: '+62 21 5081 1234',
  interest: PUBLIC_TEXTS.eventTitle,
  consent: true,
  ...patch,
});

const contact = (patch: Body = {}): Body => ({
  kind: 'contact',
  name: 'Budi Santoso',
  organisation: 'PT Jaringan Nusantara',
  email: 'budi@example.co.id',
  message: 'Please send us a quote for the IP encryptors.',
  consent: true,
  ...patch,
});

const SENT = { status: 'Success', message: LEAD_MESSAGES.sent };

/** Today in the site's time zone (Asia/Jakarta by default), as the export's file name has it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A small RFC 4180 reader, to check the export round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('The last record does not end in CRLF');
  return rows;
}

describe('leads: POST /api/leads and the staff routes', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let author: string;

  beforeAll(async () => {
    // Every request of this spec comes from 127.0.0.1: the hourly allowance is tested on an app of its own below.
    t = await startTestApp({ LEADS_MAX_PER_HOUR: '1000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    admin = (await createAccount(t.http, root, { username: 'lead_admin', email: 'lead-admin@csec.test', role: 'admin' })).token;
    author = (await createAccount(t.http, root, { username: 'lead_author', email: 'lead-author@csec.test', role: 'author' })).token;
  });
  afterAll(() => t.close());

  const send = (body: Body) => t.http.post('/api/leads').send(body);
  const list = async (qs = '', token = root) => (await t.http.get(`/api/leads${qs}`).set(bearer(token)).expect(200)).body;
  const count = async (query: string) => (await list(`?query=${encodeURIComponent(query)}`)).countData as number;

  it('stores a registration and a contact and lists them newest first, with the count line fields', async () => {
    await send(registration()).expect(201, SENT);
    await send(contact()).expect(201, SENT);

    const page = await list();
    expect(page).toMatchObject({ status: 'Success', countData: 2, totalPages: 1 });
    expect(page.data.map((lead: Body) => lead.kind)).toEqual(['contact', 'registration']);
    expect(page.data[1]).toEqual({
      id: expect.any(Number),
      kind: 'registration',
      status: 'new',
      name: 'Rina Wijaya',
      organisation: 'Ministry of Defence',
      jobTitle: 'Head of IT Security',
      email: 'rina@example.go.id',
      phone: '+62 21 5081 1234',
      interest: PUBLIC_TEXTS.eventTitle,
      message: null,
      clientIp: '127.0.0.1',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page.data[0]).toMatchObject({ kind: 'contact', jobTitle: null, phone: null, interest: null, message: contact().message, status: 'new' });
    expect(new Date(page.data[0].createdAt).toISOString()).toBe(page.data[0].createdAt);
    expect(page.data[0].id).toBeGreaterThan(page.data[1].id);
  });

  it('trims the fields, stores empty optional ones as null and spells a known interest as the list does', async () => {
    await send(
      registration({
        name: '  Sari Dewi  ',
        organisation: ' Trim Org ',
        jobTitle: '   ',
        phone: '',
        email: ' sari@example.com ',
        interest: 'csec defense',
        message: '  ',
      }),
    ).expect(201);
    const { data } = await list('?query=trim org');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: 'Sari Dewi',
      organisation: 'Trim Org',
      jobTitle: null,
      phone: null,
      email: 'sari@example.com',
      interest: 'CSEC Defense',
      message: null,
    });
  });

  it('accepts every product as a registration interest, no interest at all, and free text for a contact', async () => {
    for (const product of PRODUCT_NAMES) await send(registration({ organisation: 'Product Org', interest: product })).expect(201);
    await send(registration({ organisation: 'Product Org', interest: undefined })).expect(201);
    await send(contact({ organisation: 'Product Org', interest: 'Something not on any list' })).expect(201);
    expect(await count('product org')).toBe(PRODUCT_NAMES.length + 2);
  });

  it('accepts the longest values allowed', async () => {
    await send(
      contact({
        name: 'n'.repeat(LEAD_LIMITS.nameMax),
        organisation: `Longest ${'o'.repeat(LEAD_LIMITS.organisationMax - 8)}`,
        jobTitle: 'j'.repeat(LEAD_LIMITS.jobTitleMax),
        phone: `+${'1'.repeat(LEAD_LIMITS.phoneMax - 1)}`,
        interest: 'i'.repeat(LEAD_LIMITS.interestMax),
        message: 'm'.repeat(LEAD_LIMITS.messageMax),
      }),
    ).expect(201);
    expect(await count('longest ooo')).toBe(1);
  });

  describe('validation: one field error each, in the failure shape, nothing stored', () => {
    it.each([
      ['a blank name', registration({ name: '   ' }), 'name', LEAD_MESSAGES.nameRequired],
      ['no name', registration({ name: undefined }), 'name', LEAD_MESSAGES.nameRequired],
      ['a name that is not text', registration({ name: 42 }), 'name', LEAD_MESSAGES.nameRequired],
      ['a long name', registration({ name: 'x'.repeat(LEAD_LIMITS.nameMax + 1) }), 'name', LEAD_MESSAGES.nameMax],
      ['no organisation', registration({ organisation: '' }), 'organisation', LEAD_MESSAGES.organisationRequired],
      ['a long organisation', registration({ organisation: 'x'.repeat(LEAD_LIMITS.organisationMax + 1) }), 'organisation', LEAD_MESSAGES.organisationMax],
      ['a long job title', registration({ jobTitle: 'x'.repeat(LEAD_LIMITS.jobTitleMax + 1) }), 'jobTitle', LEAD_MESSAGES.jobTitleMax],
      ['no e-mail', registration({ email: undefined }), 'email', LEAD_MESSAGES.emailInvalid],
      ['a malformed e-mail', registration({ email: 'rina-at-example' }), 'email', LEAD_MESSAGES.emailInvalid],
      [
        'a long e-mail',
        registration({ email: `${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com` }),
        'email',
        LEAD_MESSAGES.emailInvalid,
      ],
      ['a phone with letters', registration({ phone: 'call me maybe' }), 'phone', LEAD_MESSAGES.phoneInvalid],
      ['a phone of 4 digits', registration({ phone: '12-34' }), 'phone', LEAD_MESSAGES.phoneInvalid],
      ['a long phone', registration({ phone: '1'.repeat(LEAD_LIMITS.phoneMax + 1) }), 'phone', LEAD_MESSAGES.phoneInvalid],
      ['an unknown registration interest', registration({ interest: 'Some other event' }), 'interest', LEAD_MESSAGES.interestInvalid],
      ['a long interest', contact({ interest: 'x'.repeat(LEAD_LIMITS.interestMax + 1) }), 'interest', LEAD_MESSAGES.interestMax],
      ['a long message', registration({ message: 'x'.repeat(LEAD_LIMITS.messageMax + 1) }), 'message', LEAD_MESSAGES.messageMax],
      ['a contact without a message', contact({ message: undefined }), 'message', LEAD_MESSAGES.messageRequired],
      ['a contact with a blank message', contact({ message: '  \n ' }), 'message', LEAD_MESSAGES.messageRequired],
      ['consent false', registration({ consent: false }), 'consent', LEAD_MESSAGES.consentRequired],
      ["consent 'true'", registration({ consent: 'true' }), 'consent', LEAD_MESSAGES.consentRequired],
      ['no consent', registration({ consent: undefined }), 'consent', LEAD_MESSAGES.consentRequired],
      ['an unknown kind', registration({ kind: 'newsletter' }), 'kind', LEAD_MESSAGES.kindInvalid],
      ['no kind', registration({ kind: undefined }), 'kind', LEAD_MESSAGES.kindInvalid],
    ])('refuses %s', async (_what, body, field, message) => {
      const before = (await list()).countData;
      const res = await send(body).expect(400);
      expect(res.body).toEqual({ status: 'Failed', error: true, code: 'validation.failed', message, errors: { [field]: message } });
      expect((await list()).countData).toBe(before);
    });

    it('names every invalid field at once', async () => {
      const res = await send({ kind: 'contact', name: '', email: 'x', consent: false }).expect(400);
      expect(res.body.errors).toEqual({
        name: LEAD_MESSAGES.nameRequired,
        organisation: LEAD_MESSAGES.organisationRequired,
        email: LEAD_MESSAGES.emailInvalid,
        message: LEAD_MESSAGES.messageRequired,
        consent: LEAD_MESSAGES.consentRequired,
      });
    });
  });

  it('answers a filled honeypot with the same 201 and stores nothing', async () => {
    const before = (await list()).countData;
    const res = await send(registration({ organisation: 'Honeypot Org', website: 'https://spam.example' })).expect(201);
    expect(res.body).toEqual(SENT);
    expect((await list()).countData).toBe(before);
    expect(await count('honeypot org')).toBe(0);
    // An empty honeypot is what people send.
    await send(registration({ organisation: 'Honeypot Org', website: '' })).expect(201);
    expect(await count('honeypot org')).toBe(1);
  });

  describe('roles', () => {
    const staffRoutes: [string, string][] = [
      ['get', '/api/leads'],
      ['get', '/api/leads/export.csv'],
      ['get', '/api/leads/1'],
      ['patch', '/api/leads/1'],
      ['delete', '/api/leads/1'],
    ];

    it.each(staffRoutes)('%s %s: anonymous 401, author 403', async (method, path) => {
      const anonymous = await t.http[method as 'get'](path).send({ status: 'closed' }).expect(401);
      expect(anonymous.body).toMatchObject({ status: 'Failed', error: true, code: 'auth.unauthorized' });
      const authored = await t.http[method as 'get'](path).set(bearer(author)).send({ status: 'closed' }).expect(403);
      expect(authored.body).toMatchObject({ status: 'Failed', error: true, code: 'auth.forbidden' });
    });

    it('admin and superadmin work every staff route', async () => {
      for (const token of [admin, root]) {
        await send(registration({ organisation: 'Role Org' })).expect(201);
        const { data } = await list('?query=role org', token);
        const id = data[0].id;
        await t.http.get('/api/leads').set(bearer(token)).expect(200);
        await t.http.get('/api/leads/export.csv').set(bearer(token)).expect(200);
        await t.http.get(`/api/leads/${id}`).set(bearer(token)).expect(200);
        await t.http.patch(`/api/leads/${id}`).set(bearer(token)).send({ status: 'contacted' }).expect(200);
        await t.http.delete(`/api/leads/${id}`).set(bearer(token)).expect(200);
      }
    });
  });

  describe('one lead by id', () => {
    let id: number;
    beforeAll(async () => {
      await send(contact({ organisation: 'By Id Org' })).expect(201);
      id = (await list('?query=by id org')).data[0].id;
    });

    it('GET answers the lead', async () => {
      const res = await t.http.get(`/api/leads/${id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ status: 'Success', data: expect.objectContaining({ id, kind: 'contact', organisation: 'By Id Org', status: 'new' }) });
    });

    it('PATCH moves its status and answers the updated lead', async () => {
      for (const status of ['contacted', 'closed', 'new', 'closed']) {
        const res = await t.http.patch(`/api/leads/${id}`).set(bearer(admin)).send({ status }).expect(200);
        expect(res.body).toEqual({ status: 'Success', message: LEAD_MESSAGES.leadUpdated, data: expect.objectContaining({ id, status }) });
      }
      expect((await t.http.get(`/api/leads/${id}`).set(bearer(admin)).expect(200)).body.data.status).toBe('closed');
    });

    it.each([[{ status: 'done' }], [{ status: 'NEW' }], [{}], [{ status: null }]])('PATCH refuses %j', async (body) => {
      const res = await t.http.patch(`/api/leads/${id}`).set(bearer(admin)).send(body).expect(400);
      expect(res.body).toEqual({
        status: 'Failed',
        error: true,
        code: 'validation.failed',
        message: LEAD_MESSAGES.statusInvalid,
        errors: { status: LEAD_MESSAGES.statusInvalid },
      });
    });

    it.each(['99999', 'abc', '1.5'])('answers 404 lead.not_found for the id %s', async (missing) => {
      const notFound = { status: 'Failed', error: true, code: 'lead.not_found', message: LEAD_MESSAGES.leadNotFound };
      await t.http.get(`/api/leads/${missing}`).set(bearer(admin)).expect(404, notFound);
      await t.http.patch(`/api/leads/${missing}`).set(bearer(admin)).send({ status: 'closed' }).expect(404, notFound);
      await t.http.delete(`/api/leads/${missing}`).set(bearer(admin)).expect(404, notFound);
    });

    it('DELETE removes it; then it is not found', async () => {
      const res = await t.http.delete(`/api/leads/${id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: LEAD_MESSAGES.leadDeleted });
      await t.http.get(`/api/leads/${id}`).set(bearer(admin)).expect(404);
      await t.http.delete(`/api/leads/${id}`).set(bearer(admin)).expect(404);
      expect(await count('by id org')).toBe(0);
    });
  });

  describe('filters', () => {
    beforeAll(async () => {
      await send(registration({ name: 'Filter Alpha', organisation: 'Filter Org', email: 'alpha@filter.test', interest: 'Digital Forensic' })).expect(201);
      await send(
        contact({
          name: 'Filter Beta',
          organisation: 'Filter Org',
          email: 'beta@filter.test',
          interest: 'Quantum radios',
          message: 'We need 50% off, Filter QUOTE',
        }),
      ).expect(201);
      await send(contact({ name: 'Filter Gamma', organisation: 'Filter Org', email: 'gamma@filter.test', message: 'We need 500 units' })).expect(201);
      await send(contact({ name: 'Filter Delta', organisation: 'Filter Org', email: 'delta_f@filter.test', message: 'Hello' })).expect(201);
    });

    const names = async (qs: string) => (await list(qs)).data.map((lead: Body) => lead.name);

    it.each([
      ['name', 'filter alpha', ['Filter Alpha']],
      ['organisation, newest first', 'FILTER ORG', ['Filter Delta', 'Filter Gamma', 'Filter Beta', 'Filter Alpha']],
      ['e-mail', 'GAMMA@filter', ['Filter Gamma']],
      ['interest', 'QUANTUM radio', ['Filter Beta']],
      ['message', 'filter quote', ['Filter Beta']],
      ['a literal %', '50%', ['Filter Beta']],
      ['a literal _', 'a_f', ['Filter Delta']],
      ['nothing', 'no such words', []],
    ])('query matches %s, ignoring case', async (_what, query, expected) => {
      expect(await names(`?query=${encodeURIComponent(query)}`)).toEqual(expected);
    });

    it('kind and status narrow the list, together with the query', async () => {
      expect(await names('?query=filter&kind=registration')).toEqual(['Filter Alpha']);
      expect(await names('?query=filter&kind=contact')).toEqual(['Filter Delta', 'Filter Gamma', 'Filter Beta']);
      const gamma = (await list('?query=gamma@filter')).data[0];
      await t.http.patch(`/api/leads/${gamma.id}`).set(bearer(root)).send({ status: 'contacted' }).expect(200);
      expect(await names('?query=filter&status=contacted')).toEqual(['Filter Gamma']);
      expect(await names('?query=filter&kind=contact&status=new')).toEqual(['Filter Delta', 'Filter Beta']);
      expect(await names('?query=filter&kind=registration&status=contacted')).toEqual([]);
    });

    it.each([
      ['?kind=newsletter', 'kind', LEAD_MESSAGES.kindInvalid],
      ['?status=done', 'status', LEAD_MESSAGES.statusInvalid],
    ])('the list and the export refuse %s', async (qs, field, message) => {
      for (const path of ['/api/leads', '/api/leads/export.csv']) {
        const res = await t.http.get(`${path}${qs}`).set(bearer(root)).expect(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toMatchObject({ status: 'Failed', code: 'validation.failed', errors: { [field]: message } });
      }
    });

    it('pages 15 at a time', async () => {
      for (let i = 1; i <= 16; i++) await send(registration({ name: `Paged ${String(i).padStart(2, '0')}`, organisation: 'Paging Org' })).expect(201);
      const first = await list('?query=paging org');
      expect(first).toMatchObject({ countData: 16, totalPages: 2 });
      expect(first.data).toHaveLength(15);
      expect(first.data[0].name).toBe('Paged 16');
      const second = await list('?query=paging org&page=2');
      expect(second.data.map((lead: Body) => lead.name)).toEqual(['Paged 01']);
      expect((await list('?query=paging org&page=3')).data).toEqual([]);
    });
  });

  describe('GET /api/leads/export.csv', () => {
    const COLUMNS = ['id', 'createdAt', 'kind', 'status', 'name', 'organisation', 'jobTitle', 'email', 'phone', 'interest', 'message'];
    // Every text field is quoted, the header's too (common/text/csv.ts).
    const HEADER = COLUMNS.map((column) => `"${column}"`).join(',');

    beforeAll(async () => {
      await send(
        registration({ name: 'Smith, John', organisation: 'CSV "Quoted" Org', jobTitle: '=1+1', phone: '+62 811 2345 678', interest: 'CSEC Assessment' }),
      ).expect(201);
      await send(
        contact({
          name: '@SUM(A1:A9)',
          organisation: 'CSV Plain Org',
          jobTitle: '-2+3',
          interest: '+cmd|calc',
          message: 'First line,\nsecond "line"\r\nthird =line',
        }),
      ).expect(201);
    });

    it('sends every matching lead, newest first, as an RFC 4180 attachment', async () => {
      const before = today();
      const res = await t.http.get('/api/leads/export.csv?query=csv').set(bearer(admin)).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([`attachment; filename="leads-${before}.csv"`, `attachment; filename="leads-${today()}.csv"`]).toContain(res.headers['content-disposition']);
      expect(res.headers['cache-control']).toBe('no-store');

      expect(res.text.startsWith(`${HEADER}\r\n`)).toBe(true);
      expect(res.text.endsWith('\r\n')).toBe(true);
      const rows = parseCsv(res.text);
      expect(rows[0]).toEqual(COLUMNS);
      expect(rows).toHaveLength(3);
      const [, plain, quoted] = rows;
      const byId = async (id: string) => (await t.http.get(`/api/leads/${id}`).set(bearer(admin)).expect(200)).body.data;
      const [plainLead, quotedLead] = [await byId(plain[0]), await byId(quoted[0])];
      expect(plainLead.organisation).toBe('CSV Plain Org');
      expect(quotedLead.organisation).toBe('CSV "Quoted" Org');
      expect(plain).toEqual([
        String(plainLead.id),
        plainLead.createdAt,
        'contact',
        'new',
        "'@SUM(A1:A9)",
        'CSV Plain Org',
        "'-2+3",
        'budi@example.co.id',
        '',
        "'+cmd|calc",
        'First line,\nsecond "line"\r\nthird =line',
      ]);
      expect(quoted).toEqual([
        String(quotedLead.id),
        quotedLead.createdAt,
        'registration',
        'new',
        'Smith, John',
        'CSV "Quoted" Org',
        "'=1+1",
        'rina@example.go.id',
        "'+62 811 2345 678",
        'CSEC Assessment',
        '',
      ]);
    });

    it('quotes every text field, doubling the quotes, and writes ids bare', () =>
      t.http
        .get('/api/leads/export.csv?query=csv')
        .set(bearer(admin))
        .expect(200)
        .then((res) => {
          expect(res.text).toContain(',"Smith, John","CSV ""Quoted"" Org","\'=1+1",');
          expect(res.text).toContain(`,"First line,\nsecond ""line""\r\nthird =line"\r\n`);
          expect(res.text).toContain(`,"'@SUM(A1:A9)","CSV Plain Org","'-2+3",`);
          expect(res.text).toMatch(/\r\n\d+,"\d{4}-\d\d-\d\dT/);
        }));

    it('takes the list filters; an empty result is the header alone', async () => {
      const contacts = parseCsv((await t.http.get('/api/leads/export.csv?query=csv&kind=contact').set(bearer(admin)).expect(200)).text);
      expect(contacts.slice(1).map((row) => row[5])).toEqual(['CSV Plain Org']);
      const none = await t.http.get('/api/leads/export.csv?query=csv&status=closed').set(bearer(admin)).expect(200);
      expect(none.text).toBe(`${HEADER}\r\n`);
    });

    it('exports every lead, not a page of them', async () => {
      const all = parseCsv((await t.http.get('/api/leads/export.csv').set(bearer(admin)).expect(200)).text);
      const { countData } = await list();
      expect(countData).toBeGreaterThan(15);
      expect(all).toHaveLength(countData + 1);
      const ids = all.slice(1).map((row) => Number(row[0]));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });
});

describe('leads: the hourly allowance per client IP', () => {
  let t: TestApp;
  let root: string;
  const EVENT = 'Jakarta Cyber Summit 2027';
  beforeAll(async () => {
    t = await startTestApp({ LEADS_MAX_PER_HOUR: '3', CURRENT_EVENT: EVENT });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const send = (body: Body, ip?: string) => {
    const req = t.http.post('/api/leads');
    // The app trusts loopback proxies (TRUST_PROXY), so the test client may speak for another address.
    if (ip) req.set('X-Forwarded-For', ip);
    return req.send(body);
  };

  it('takes CURRENT_EVENT as the registration event', async () => {
    // Refused submissions are not counted.
    const res = await send(registration({ interest: PUBLIC_TEXTS.eventTitle })).expect(400);
    expect(res.body.errors).toEqual({ interest: LEAD_MESSAGES.interestInvalid });
    await send(registration({ interest: '' }), '198.51.100.7').expect(201);
  });

  it('counts valid and honeypot submissions, not invalid ones, then answers 429 lead.too_many with Retry-After', async () => {
    await send(contact({ message: '' })).expect(400);
    await send(registration({ email: 'nope' })).expect(400);
    await send(registration({ interest: EVENT, website: 'https://spam.example' })).expect(201, SENT);
    await send(registration({ interest: EVENT })).expect(201, SENT);
    await send(contact()).expect(201, SENT);

    const refused = await send(contact()).expect(429);
    const wait = Number(refused.headers['retry-after']);
    expect(refused.body).toEqual({ status: 'Failed', error: true, code: 'lead.too_many', message: LEAD_MESSAGES.tooMany, params: { seconds: wait } });
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Validation still answers first.
    await send(contact({ message: '' })).expect(400);
    await send(registration({ interest: EVENT, website: 'https://spam.example' })).expect(429);

    // Another client address (through a trusted proxy) has its own allowance.
    await send(contact({ organisation: 'Forwarded Org' }), '203.0.113.9').expect(201);
    const page = (await t.http.get('/api/leads').set(bearer(root)).expect(200)).body;
    expect(page.countData).toBe(4);
    expect(page.data[0]).toMatchObject({ organisation: 'Forwarded Org', clientIp: '203.0.113.9' });
    expect(page.data.filter((lead: Body) => lead.clientIp === '127.0.0.1')).toHaveLength(2);
  });
});
