import { DataSource } from 'typeorm';
import { API_TOKEN_MESSAGES } from '@csec/contracts';
import { ApiToken } from '../src/integrations/api-token.entity';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

const LIMIT = 30;

describe('integrations: API tokens', () => {
  let t: TestApp;
  let root: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp({ API_TOKEN_MAX_PER_MINUTE: String(LIMIT) });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    categoryId = (await t.http.get('/api/categories').expect(200)).body.data[0].id;
  });
  afterAll(() => t.close());

  const make = async (name: string, scopes: string[], extra: object = {}) => {
    const res = await t.http
      .post('/api/integrations')
      .set(bearer(root))
      .send({ name, scopes, ...extra })
      .expect(201);
    return res.body.data as { id: number; token: string; prefix: string };
  };
  const refusal = (res: { body: { code: string; message: string } }) => [res.body.code, res.body.message];

  it('makes a token once (csec_, 256 random bits), lists it without the token, and only for admin-level staff', async () => {
    const author = await createAccount(t.http, root, { username: 'token_author', email: 'token-author@csec.test', role: 'author' });
    await t.http
      .post('/api/integrations')
      .set(bearer(author.token))
      .send({ name: 'Mine', scopes: ['content:read'] })
      .expect(403);
    await t.http.get('/api/integrations').set(bearer(author.token)).expect(403);

    const made = await make('CRM sync', ['leads:read', 'leads:read']);
    expect(made.token).toMatch(/^csec_[\w-]{43}$/);
    expect(made.prefix).toBe(made.token.slice(0, 12));
    const listed = (await t.http.get('/api/integrations').set(bearer(root)).expect(200)).body.data as object[];
    expect(listed[0]).toEqual({
      id: made.id,
      name: 'CRM sync',
      scopes: ['leads:read'],
      prefix: made.prefix,
      createdBy: SUPERADMIN.username,
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.token);

    await t.http.get('/api/leads').set(bearer(made.token)).expect(200);
    const used = (
      (await t.http.get('/api/integrations').set(bearer(root)).expect(200)).body.data as { id: number; lastUsedAt: string; lastUsedIp: string }[]
    ).find((row) => row.id === made.id);
    expect(used).toMatchObject({ lastUsedAt: expect.any(String), lastUsedIp: expect.stringContaining('127.0.0.1') });

    const bad = await t.http
      .post('/api/integrations')
      .set(bearer(root))
      .send({ name: ' ', scopes: ['users:write'], expiresAt: '2001-01-01T00:00:00Z' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      name: API_TOKEN_MESSAGES.nameRequired,
      scopes: API_TOKEN_MESSAGES.scopesRequired,
      expiresAt: API_TOKEN_MESSAGES.expiresInPast,
    });
  });

  it('keeps each token to its scopes: 403 auth.scope_missing naming the scope, and staff-only routes refused to every token', async () => {
    const reader = await make('Partner site', ['content:read']);
    const draft = await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Draft for the partner', categoryId }).expect(201);
    // Every post in any state, its revisions and the categories' counts.
    const list = await t.http.get('/api/blogs').set(bearer(reader.token)).expect(200);
    expect(list.body.data.map((post: { title: string }) => post.title)).toContain('Draft for the partner');
    await t.http.get(`/api/blogs/${draft.body.blogSlug}`).set(bearer(reader.token)).expect(200);
    await t.http.get(`/api/blogs/${draft.body.blogId}/revisions`).set(bearer(reader.token)).expect(200);
    await t.http.get('/api/categories/overview').set(bearer(reader.token)).expect(200);

    const write = await t.http.post('/api/blogs').set(bearer(reader.token)).send({ title: 'Not mine to write' }).expect(403);
    expect(refusal(write)).toEqual(['auth.scope_missing', API_TOKEN_MESSAGES.scopeMissing('content:write')]);
    expect(refusal(await t.http.get('/api/leads').set(bearer(reader.token)).expect(403))).toEqual([
      'auth.scope_missing',
      API_TOKEN_MESSAGES.scopeMissing('leads:read'),
    ]);
    for (const [method, path] of [
      ['get', '/api/users'],
      ['get', '/api/users/me'],
      ['get', '/api/users/me/sessions'],
      ['get', '/api/users/me/2fa'],
      ['get', '/api/activity'],
      ['get', '/api/integrations'],
      ['post', '/api/integrations'],
      ['get', '/api/webhooks'],
      ['post', '/api/register'],
    ] as const) {
      const res = await t.http[method](path).set(bearer(reader.token)).send({}).expect(403);
      expect([path, ...refusal(res)]).toEqual([path, 'auth.scope_missing', API_TOKEN_MESSAGES.notForTokens]);
    }
  });

  it('writes posts as the integration, names it in the activity log, and works within leads:write only on status', async () => {
    const writer = await make('Release notes', ['content:write', 'content:read']);
    const made = await t.http
      .post('/api/blogs')
      .set(bearer(writer.token))
      .send({ title: 'Release 4.2', categoryId, cover: '/uploads/c.png', content: '<p>Notes</p>' })
      .expect(201);
    await t.http.put(`/api/blogs/${made.body.blogId}`).set(bearer(writer.token)).send({ content: '<p>Notes, revised</p>' }).expect(200);
    await t.http.post(`/api/blogs/${made.body.blogSlug}/publish`).set(bearer(writer.token)).expect(200);
    const post = (await t.http.get(`/api/blogs/${made.body.blogSlug}`).set(bearer(root)).expect(200)).body.data;
    expect(post).toMatchObject({ createdBy: 'Release notes', updatedBy: 'Release notes', publishStatus: 'publish', contributors: [] });
    // Saving a staff member's draft names the integration as a contributor, once however often it saves.
    const staffDraft = await t.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title: 'Staff draft', categoryId, cover: '/uploads/c.png', content: '<p>Draft</p>' })
      .expect(201);
    for (const content of ['<p>Edited by the pipeline</p>', '<p>Edited again</p>']) {
      await t.http.put(`/api/blogs/${staffDraft.body.blogId}`).set(bearer(writer.token)).send({ content }).expect(200);
    }
    const edited = (await t.http.get(`/api/blogs/${staffDraft.body.blogSlug}`).set(bearer(writer.token)).expect(200)).body.data;
    expect(edited).toMatchObject({ createdBy: SUPERADMIN.username, updatedBy: 'Release notes', contributors: ['Release notes'] });
    const activity = (await t.http.get('/api/activity?action=post.publish').set(bearer(root)).expect(200)).body.data as {
      actorName: string;
      actorId: number | null;
    }[];
    expect(activity[0]).toMatchObject({ actorName: 'Release notes (API token)', actorId: null });
    // Translate: the Indonesian draft is the integration's, and the link is logged as its action.
    const translated = await t.http.post(`/api/blogs/${made.body.blogId}/translation`).set(bearer(writer.token)).expect(200);
    expect(translated.body).toMatchObject({ created: true, language: 'id' });
    const translation = (await t.http.get(`/api/blogs/${translated.body.blogSlug}?lang=id`).set(bearer(root)).expect(200)).body.data;
    expect(translation).toMatchObject({ createdBy: 'Release notes', language: 'id', translation: { blogId: made.body.blogId } });
    const linked = (await t.http.get('/api/activity?action=post.translation_link').set(bearer(root)).expect(200)).body.data;
    expect(linked[0]).toMatchObject({ actorName: 'Release notes (API token)', actorId: null, targetId: String(made.body.blogId) });

    await t.http
      .post('/api/leads')
      .send({ kind: 'contact', name: 'Rina', organisation: 'Agency', email: 'rina@example.go.id', message: 'Hi', consent: true })
      .expect(201);
    const leadId = (await t.http.get('/api/leads').set(bearer(root)).expect(200)).body.data[0].id as number;
    const leadsWriter = await make('CRM status', ['leads:write']);
    await t.http.patch(`/api/leads/${leadId}`).set(bearer(leadsWriter.token)).send({ status: 'contacted' }).expect(200);
    expect(refusal(await t.http.delete(`/api/leads/${leadId}`).set(bearer(leadsWriter.token)).expect(403))).toEqual([
      'auth.scope_missing',
      API_TOKEN_MESSAGES.notForTokens,
    ]);
  });

  it('answers 401 to a revoked token within 1 s, and to an expired one, and logs making and revoking', async () => {
    const token = await make('Short-lived', ['content:read']);
    await t.http.get('/api/blogs').set(bearer(token.token)).expect(200);
    await t.http.delete(`/api/integrations/${token.id}`).set(bearer(root)).expect(200);
    // A process trusts what it read of a token for at most 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.http.get('/api/blogs').set(bearer(token.token)).expect(401);
    const logged = (await t.http.get('/api/activity?targetType=integration').set(bearer(root)).expect(200)).body.data as {
      action: string;
      targetLabel: string;
    }[];
    expect(logged.filter((row) => row.targetLabel === 'Short-lived').map((row) => row.action)).toEqual(['integration.revoke', 'integration.create']);

    const expiring = await make('Expiring', ['content:read'], { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.http.get('/api/blogs').set(bearer(expiring.token)).expect(200);
    await t.app
      .get(DataSource)
      .getRepository(ApiToken)
      .update({ id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.http.get('/api/blogs').set(bearer(expiring.token)).expect(401);
    await t.http.get('/api/blogs').set(bearer('csec_not-a-token-anyone-made')).expect(401);
  });

  it(`limits each token to API_TOKEN_MAX_PER_MINUTE (${LIMIT}): then 429 with Retry-After, other tokens unaffected`, async () => {
    const busy = await make('Busy', ['content:read']);
    const other = await make('Quiet', ['content:read']);
    for (let i = 0; i < LIMIT; i++) await t.http.get('/api/categories/overview').set(bearer(busy.token)).expect(200);
    const refused = await t.http.get('/api/categories/overview').set(bearer(busy.token)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.http.get('/api/categories/overview').set(bearer(other.token)).expect(200);
  });
});
