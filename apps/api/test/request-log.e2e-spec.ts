import { ensureBuilt, startBuiltServer, type BuiltServer } from './support/built-server';

const EMAIL = 'root@csec.test';
const PASSWORD = 'Known-pass-4242-xyz';
const WRONG_PASSWORD = 'Wrong-pass-9999-abc';

interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  responseTime: number;
  userId?: number;
  msg: string;
}

/** The built server, as production runs it: stdout is JSON, one line per request, with nothing secret in it. */
describe('request log of the built server', () => {
  beforeAll(() => ensureBuilt(), 180_000);

  describe('with a configured superadmin password', () => {
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD });
    }, 90_000);
    afterAll(() => server?.dispose());

    const send = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(server.baseUrl + path, init);
      const text = await res.text();
      return { status: res.status, id: res.headers.get('x-request-id')!, text };
    };
    const json = (body: string) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    it('writes one JSON line per request with its id, method, path, status, time and user, and never the password or the token', async () => {
      const login = await send('/api/login', json(JSON.stringify({ email: EMAIL, password: PASSWORD })));
      expect(login.status).toBe(200);
      const token = (JSON.parse(login.text) as { token: string }).token;
      const auth = { headers: { Authorization: `Bearer ${token}` } };
      const users = await send('/api/users', auth);
      const me = JSON.parse(users.text) as { data: { id: number }[] };
      const answers: { status: number; id: string; method: string; path: string; userId?: number }[] = [
        { ...login, method: 'POST', path: '/api/login' },
        { ...users, method: 'GET', path: '/api/users', userId: me.data[0].id },
        { ...(await send('/api/login', json(JSON.stringify({ email: EMAIL, password: WRONG_PASSWORD })))), method: 'POST', path: '/api/login' },
        // A body cut short is refused before it is parsed: it is never logged either.
        { ...(await send('/api/login', json(`{"email":"${EMAIL}","password":"${PASSWORD}"`))), method: 'POST', path: '/api/login' },
        // Queries may carry tokens: the path is logged without them.
        { ...(await send(`/api/blogs/publish?page=1&token=${token}`)), method: 'GET', path: '/api/blogs/publish' },
        { ...(await send(`/api/blogs/publish?page=1&token=${token}`)), method: 'GET', path: '/api/blogs/publish' },
        { ...(await send('/api/no-such-route', auth)), method: 'GET', path: '/api/no-such-route' },
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 400, 200, 200, 404]);

      for (const answer of answers) {
        await server.waitForLine((line) => line.includes(answer.id));
      }
      const lines = server.stdout().split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestLines = entries.filter((entry) => 'method' in entry) as unknown as RequestLine[];
      for (const answer of answers) {
        const mine = requestLines.filter((entry) => entry.reqId === answer.id);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ method: answer.method, path: answer.path, status: answer.status, msg: 'request completed' });
        expect(mine[0].responseTime).toEqual(expect.any(Number));
        expect(mine[0].userId).toBe(answer.userId);
      }
      expect(new Set(requestLines.map((entry) => entry.reqId)).size).toBe(requestLines.length);

      const everything = server.stdout() + server.stderr();
      expect(everything).not.toContain(PASSWORD);
      expect(everything).not.toContain(WRONG_PASSWORD);
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(token.split('.')[2]);
    });
  });

  it('prints a generated superadmin password once, readable in its line', async () => {
    const server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: '' });
    try {
      const line = await server.waitForLine((candidate) => candidate.includes('Superadmin login'));
      const { msg } = JSON.parse(line) as { msg: string };
      const [, email, password] = /^Superadmin login -> email: (\S+) {2}password: (\S+) {2}\(shown once/.exec(msg) ?? [];
      expect(email).toBe(EMAIL);
      const res = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      expect(server.stdout().split(password).length - 1).toBe(1);
    } finally {
      await server.dispose();
    }
  }, 90_000);
});
