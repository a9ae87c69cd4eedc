import { FEATURED_CATEGORIES } from '@csec/contracts';
import { Logger } from '@nestjs/common';
import { bearer, login, startTestApp, SUPERADMIN } from './support/test-app';

describe('first start', () => {
  it('creates the superadmin and the featured categories once; a later start changes nothing', async () => {
    const t = await startTestApp();
    try {
      const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      const users = await t.http.get('/api/users').set(bearer(token)).expect(200);
      expect(users.body.countData).toBe(1);
      expect(users.body.data[0]).toMatchObject({ username: SUPERADMIN.username, role: 'superadmin' });
      await t.http.post(`/api/users/${users.body.data[0].id}`).set(bearer(token)).send({ password: 'changed-password' }).expect(200);
      await t.stop();

      // Restart on the same database with another configured password: nothing is re-seeded.
      const again = await startTestApp({ SUPERADMIN_PASSWORD: 'another-password' }, t);
      try {
        await login(again.http, SUPERADMIN.email, 'changed-password');
        const list = await again.http
          .get('/api/users')
          .set(bearer(await login(again.http, SUPERADMIN.email, 'changed-password')))
          .expect(200);
        expect(list.body.countData).toBe(1);
        const categories = await again.http.get('/api/categories');
        if (categories.status === 200) {
          expect(categories.body.data.map((c: { name: string }) => c.name).sort()).toEqual(FEATURED_CATEGORIES.map((c) => c.name).sort());
        }
      } finally {
        await again.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('without a configured password generates one and prints it once', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const t = await startTestApp({ SUPERADMIN_PASSWORD: '' });
    try {
      const line = warn.mock.calls.map((c) => String(c[0])).find((m) => m.includes('password:'));
      expect(line).toBeDefined();
      const password = /password: (\S+)/.exec(line!)![1];
      expect(password.length).toBeGreaterThanOrEqual(20);
      await login(t.http, SUPERADMIN.email, password);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
