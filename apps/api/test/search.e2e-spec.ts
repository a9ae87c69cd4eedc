import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SNIPPET_LENGTH, type RenderPage } from '@csec/contracts';
import { DataSource } from 'typeorm';
import { Blog } from '../src/blogs/blog.entity';
import { BlogSearch1796200000000 } from '../src/database/migrations/1796200000000-blog-search';
import { PostLanguages1796800000000 } from '../src/database/migrations/1796800000000-post-languages';
import { SitePages } from '../src/site/site-pages';
import { pageSql } from '../src/blogs/search/sqlite-search.worker';
import { RANK } from '../src/blogs/search/sqlite-text-search';
import { bearer, createAccount, DB_TYPE, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/**
 * Full-text search on the database under test: GET /api/blogs/publish?q= (relevance, snippets,
 * published posts only, the index in step with every write, query syntax inert) and the staff
 * list's query, through the index the migrations made.
 */
const filler = (n: number) => 'Routine notes on patching schedules and backups. '.repeat(n);

interface Card {
  title: string;
  slug: string;
  excerpt: string;
  snippet?: string;
}

describe('search', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let categories: Record<string, number>;
  let posts: Record<string, { blogSlug: string; blogId: number }>;

  async function create(title: string, content: string, category = 'Insight') {
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(author.token))
      .send({ title, categoryId: categories[category], cover: '/uploads/c.png', content })
      .expect(201);
    return res.body as { blogSlug: string; blogId: number };
  }

  async function publish(slug: string) {
    await t.http.post(`/api/blogs/${slug}/publish`).set(bearer(author.token)).expect(200);
  }

  const search = async (q: string, extra = '') => {
    const res = await t.http.get(`/api/blogs/publish?q=${encodeURIComponent(q)}${extra}`).expect(200);
    return res.body as { data: Card[]; countData: number; totalPages: number; status: string };
  };
  const titles = async (q: string, extra = '') => (await search(q, extra)).data.map((card) => card.title);

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'reporter', email: 'reporter@csec.test', role: 'author' });
    const list = await t.http.get('/api/categories');
    categories = Object.fromEntries(list.body.data.map((c: { name: string; id: number }) => [c.name, c.id]));

    posts = {
      titleMatch: await create('Quantum key distribution explained', `<p>${filler(2)}An overview for ministries.</p>`),
      bodyMatch: await create(
        'Field report from Surabaya',
        `<h2>Links</h2><p>${filler(6)}Ground stations now handle <strong>quantum</strong> key material &amp; rotate it daily.</p><p>${filler(6)}</p>`,
        'Event',
      ),
      accent: await create('Café security for travelling staff', '<p>Public networks in a café are hostile.</p>'),
      draft: await create('Quantum key draft', '<p>Draft notes mention quantum key ceremonies and zebrafish.</p>'),
      scheduled: await create('Quantum key schedule', '<p>Scheduled notes mention quantum key rollover.</p>'),
    };
    for (const key of ['titleMatch', 'bodyMatch', 'accent']) await publish(posts[key].blogSlug);
    // A post waiting for its time (an hour away, past every test here) is as private as a draft.
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    await t.http.post(`/api/blogs/${posts.scheduled.blogSlug}/schedule`).set(bearer(author.token)).send({ publishAt }).expect(200);
  });
  afterAll(() => t.close());

  it('ranks a title match before a body match, and gives each card a plain-text snippet around the match', async () => {
    const body = await search('quantum key');
    expect(body.status).toBe('Success');
    expect(body.data.map((card) => card.title)).toEqual(['Quantum key distribution explained', 'Field report from Surabaya']);
    expect(body).toMatchObject({ countData: 2, totalPages: 1 });

    const [title, text] = body.data;
    // Only the title matched: the snippet is the start of the text (here all of it, being short).
    expect(title.snippet).toBe(`${filler(2)}An overview for ministries.`);
    // Cut around the first match, at spaces, '…' on both sides; tags gone and entities decoded.
    expect(text.snippet).toMatch(/^…[^…]+Ground stations now handle quantum key material & rotate it daily\.[^…]+…$/);
    expect(text.snippet!.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(text.excerpt.startsWith('Links Routine notes')).toBe(true);
  });

  it('answers the plain list, without snippets, for no q or an empty one', async () => {
    for (const url of ['/api/blogs/publish', '/api/blogs/publish?q=', '/api/blogs/publish?q=%20%20']) {
      const res = await t.http.get(url).expect(200);
      expect(res.body.countData).toBe(3);
      expect(res.body.data.every((card: Card) => card.snippet === undefined)).toBe(true);
    }
  });

  it('finds only published posts: never drafts or scheduled ones', async () => {
    expect(await titles('zebrafish')).toEqual([]);
    expect(await titles('rollover')).toEqual([]);
    expect(await titles('ceremonies quantum')).toEqual([]);
  });

  it('ignores case and accents, and matches the last word as the start of a longer one', async () => {
    expect(await titles('CAFE')).toEqual(['Café security for travelling staff']);
    expect(await titles('quantum distrib')).toEqual(['Quantum key distribution explained']);
    expect(await titles('quant')).toHaveLength(2);
    // Only the last word is a prefix: 'quant' in the middle is a whole word nobody wrote.
    expect(await titles('quant key')).toEqual([]);
  });

  it('keeps query syntax inert: quotes, *, -, +, parentheses and operator words are plain text', async () => {
    const expected = ['Quantum key distribution explained', 'Field report from Surabaya'];
    for (const q of ['"quantum key"', 'quantum* key*', '+quantum +key', '-quantum key', '(quantum) (key)', 'quantum: key', "quantum' key", 'quantum\\ key"']) {
      expect(await titles(q)).toEqual(expected);
    }
    for (const q of ['quantum AND key', 'quantum OR key', 'NEAR(quantum key)', 'title:quantum key', '*', '"', '()', '-', '%_%', "'; DROP TABLE blogs; --"]) {
      const body = await search(q);
      expect(Array.isArray(body.data)).toBe(true);
    }
    // Operator words are words every post must hold, not operators: both posts say 'and', neither 'near' or 'not'.
    expect(await titles('quantum AND key')).toEqual(expected);
    expect(await titles('quantum NEAR key')).toEqual([]);
    expect(await titles('quantum NOT key')).toEqual([]);
  });

  it('finds nothing, without an error, for a search of only short words and stopwords', async () => {
    expect(await search('a an to of the')).toMatchObject({ data: [], countData: 0, totalPages: 0 });
    expect(await search('AI')).toMatchObject({ data: [], countData: 0, totalPages: 0 });
  });

  it('pages the ranked results, and combines with category and month', async () => {
    const first = await search('quantum', '&limit=1');
    expect(first).toMatchObject({ countData: 2, totalPages: 2 });
    expect(first.data.map((card) => card.title)).toEqual(['Quantum key distribution explained']);
    expect(await titles('quantum', '&limit=1&page=2')).toEqual(['Field report from Surabaya']);
    expect(await titles('quantum', '&limit=1&page=3')).toEqual([]);
    expect(await titles('quantum', '&category=event')).toEqual(['Field report from Surabaya']);
    expect(await titles('quantum', '&category=nothing')).toEqual([]);
    const month = new Date().toISOString().slice(0, 7);
    expect(await titles('quantum', `&month=${month}`)).toHaveLength(2);
    expect(await titles('quantum', '&month=2001-01')).toEqual([]);
  });

  it('refuses a q longer than 100 characters', async () => {
    const res = await t.http.get(`/api/blogs/publish?q=${'a'.repeat(101)}`).expect(400);
    expect(res.body).toMatchObject({ status: 'Failed', code: 'validation.failed' });
    await t.http.get(`/api/blogs/publish?q=${'a'.repeat(100)}`).expect(200);
  });

  it('caches an answer by its q, and the next write of a post is searched at once', async () => {
    const first = await t.http.get('/api/blogs/publish?q=lattice').expect(200);
    expect(first.body.data).toEqual([]);
    expect((await t.http.get('/api/blogs/publish?q=lattice').expect(200)).headers['x-cache']).toBe('HIT');

    const created = await create('Lattice cryptography primer', '<p>Post-quantum schemes.</p>');
    await publish(created.blogSlug);
    expect(await titles('lattice')).toEqual(['Lattice cryptography primer']);

    // Drafted, retitled and rewritten: the old words are gone, the new ones found.
    await t.http.post(`/api/blogs/${created.blogSlug}/draft`).set(bearer(author.token)).expect(200);
    expect(await titles('lattice')).toEqual([]);
    const saved = await t.http
      .put(`/api/blogs/${created.blogId}`)
      .set(bearer(author.token))
      .send({ title: 'Isogeny notes', content: '<p>Supersingular curves.</p>' })
      .expect(200);
    await publish(saved.body.blogSlug as string);
    expect(await titles('lattice')).toEqual([]);
    expect(await titles('supersingular')).toEqual(['Isogeny notes']);

    await t.http.delete(`/api/blogs/${created.blogId}`).set(bearer(author.token)).expect(200);
    expect(await titles('supersingular')).toEqual([]);
    expect(await titles('isogeny')).toEqual([]);
  });

  describe('staff list query', () => {
    const staff = async (query: string) => {
      const res = await t.http
        .get(`/api/blogs?query=${encodeURIComponent(query)}`)
        .set(bearer(root))
        .expect(200);
      return (res.body.data as { title: string }[]).map((row) => row.title);
    };

    it("finds posts in any state by their title's and text's words, newest first", async () => {
      expect(await staff('quantum key')).toEqual([
        'Quantum key schedule',
        'Quantum key draft',
        'Field report from Surabaya',
        'Quantum key distribution explained',
      ]);
      expect(await staff('zebrafish')).toEqual(['Quantum key draft']);
      expect(await staff('"zebrafish" OR -x*')).toEqual(['Quantum key draft']);
    });

    it('still matches category names, authors and states as before', async () => {
      expect(await staff('event')).toEqual(['Field report from Surabaya']);
      expect((await staff('reporter')).length).toBe(5);
      expect(await staff('publish')).toEqual(['Café security for travelling staff', 'Field report from Surabaya', 'Quantum key distribution explained']);
      expect(await staff('DRAF')).toEqual(['Quantum key draft']);
    });
  });

  describe('through the full-text index, never LIKE', () => {
    let spy: jest.SpyInstance;
    const issued = () => (spy.mock.calls as [string, unknown[] | undefined][]).map(([sql, parameters]) => ({ sql, parameters }));

    // Both drivers hand every statement and its parameters to the data source's logger first.
    beforeAll(() => (spy = jest.spyOn(t.app.get(DataSource).logger, 'logQuery')));
    afterAll(() => spy.mockRestore());

    it('has the index the migrations made', async () => {
      const db = t.app.get(DataSource);
      if (DB_TYPE === 'mysql') {
        const rows: { Key_name: string; Column_name: string }[] = await db.query("SHOW INDEX FROM blogs WHERE Index_type = 'FULLTEXT'");
        const indexes: Record<string, string[]> = {};
        for (const row of rows) (indexes[row.Key_name] ??= []).push(row.Column_name);
        expect(indexes).toEqual({ FT_blogs_title: ['title'], FT_blogs_title_bodyText: ['title', 'bodyText'] });
      } else {
        const rows: { name: string }[] = await db.query(
          "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name GLOB 'blogs_fts*' ORDER BY name",
        );
        expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['blogs_fts', 'blogs_fts_delete', 'blogs_fts_insert', 'blogs_fts_update']));
      }
    });

    it('answers a public search with a full-text query the database runs on its index', async () => {
      spy.mockClear();
      expect(await titles('surabaya ground')).toEqual(['Field report from Surabaya']);
      const queries = issued();
      expect(queries.filter(({ sql }) => /\bLIKE\b/i.test(sql))).toEqual([]);
      const db = t.app.get(DataSource);
      if (DB_TYPE === 'mysql') {
        const ranked = queries.find(({ sql }) => /\bORDER BY\b/i.test(sql) && /\bMATCH\b/.test(sql));
        expect(ranked?.sql).toMatch(/MATCH\(.*\) AGAINST/);
        const plan: { type: string; key: string | null }[] = await db.query(`EXPLAIN ${ranked!.sql}`, ranked!.parameters);
        expect(plan).toContainEqual(expect.objectContaining({ type: 'fulltext', key: 'FT_blogs_title_bodyText' }));
      } else {
        // SQLite ranks in a worker thread, on a connection of its own: the query it runs, planned here.
        const sql = pageSql(RANK);
        expect(sql).toMatch(/blogs_fts MATCH .* ORDER BY bm25/);
        const plan: { detail: string }[] = await db.query(`EXPLAIN QUERY PLAN ${sql}`, ['{title bodyText}: ("ground" "surabaya"*)', 10, 0]);
        expect(plan.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
      }
    });

    it('looks for the staff query in titles and text through the index, LIKE only for author and state', async () => {
      spy.mockClear();
      await t.http.get('/api/blogs?query=zebrafish').set(bearer(root)).expect(200);
      // The statement that carries the query: the scheduler's tick also reads blogs in order, whenever it runs.
      const list = issued().find(
        ({ sql, parameters }) => /\bFROM\b.*\bblogs\b/.test(sql) && /ORDER BY/.test(sql) && JSON.stringify(parameters ?? []).includes('zebrafish'),
      );
      expect(list?.sql).toMatch(DB_TYPE === 'mysql' ? /MATCH\(.*bodyText.*\) AGAINST/ : /blogs_fts MATCH/);
      const likes = list!.sql.match(/[\w`".]+\)? LIKE/g) ?? [];
      expect(likes).toHaveLength(2);
      expect(likes.join(' ')).not.toMatch(/title|bodyText/);
    });
  });

  it('fills the text of posts written before the migration, and indexes them', async () => {
    const db = t.app.get(DataSource);
    // Back to before the search index, and forward again: the later migration of `blogs` remakes the index with the language.
    const migrations = [new BlogSearch1796200000000(), new PostLanguages1796800000000()];
    const runner = db.createQueryRunner();
    // As TypeORM's migration runner does on SQLite, where rebuilding `blogs` must not cascade to its children.
    if (DB_TYPE === 'sqlite') await runner.query('PRAGMA foreign_keys = OFF');
    try {
      for (const migration of [...migrations].reverse()) await migration.down(runner);
      for (const migration of migrations) await migration.up(runner);
    } finally {
      if (DB_TYPE === 'sqlite') await runner.query('PRAGMA foreign_keys = ON');
      await runner.release();
    }
    const [row] = await db.getRepository(Blog).find({ where: { id: posts.bodyMatch.blogId }, select: { id: true, bodyText: true } });
    expect(row.bodyText).toMatch(/^Links Routine notes .* Ground stations now handle quantum key material & rotate it daily\. Routine/);
    expect(await titles('rotate daily')).toEqual(['Field report from Surabaya']);
  });

  describe('the search page', () => {
    let site: TestApp;
    let dist: string;
    const renders: string[] = [];
    /** The public-site's server build, stood in for as in security-headers.e2e-spec (Jest cannot load the real one). */
    const renderPage: RenderPage = async ({ url }) => {
      renders.push(url);
      return { html: `<main><h1>Results</h1></main>`, status: 200, title: 'Search: quantum key | CSEC', data: {} };
    };

    beforeAll(async () => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-search-'));
      fs.mkdirSync(path.join(dist, 'shell'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'shell/index.html'), '<!doctype html><html><head><title>CSEC</title></head><body><div id=root></div></body></html>');
      site = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.csec.test' });
      const remote = { get: async () => ({ version: 'e2e', render: renderPage, styles: [], assetBase: '/remotes/public-site/' }) };
      Object.assign(site.app.get(SitePages), { remote });
    });
    afterAll(async () => {
      await site.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('is rendered for its words as the page reads them, kept out of search engines, and cached per search', async () => {
      const first = await site.http.get('/blog/search?q=%20quantum%20%20key&utm_source=x&page=2').expect(200);
      expect(renders).toEqual(['/blog/search?q=quantum+key&page=2']);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.text).toContain('<meta name="robots" content="noindex, follow">');
      expect(first.text).not.toContain('rel="canonical"');
      expect(first.text).toContain('<title>Search: quantum key | CSEC</title>');

      const again = await site.http.get('/blog/search?q=quantum+key&page=2').expect(200);
      expect(again.headers['x-cache']).toBe('HIT');
      await site.http.get('/blog/search?q=other+words').expect(200);
      expect(renders).toEqual(['/blog/search?q=quantum+key&page=2', '/blog/search?q=other+words']);
    });

    it('is no post: with the server build failing, the client-rendered page answers 200 without a lookup of a post "search"', async () => {
      const failing = { get: async () => Promise.reject(new Error('no build')) };
      Object.assign(site.app.get(SitePages), { remote: failing });
      const res = await site.http.get('/blog/search?q=anything').expect(200);
      expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
    });
  });
});
