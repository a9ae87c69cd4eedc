import * as fs from 'node:fs';
import * as path from 'node:path';
import { ADMIN_LOGIN_PATH, FEATURED_CATEGORIES } from '@csec/contracts';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FIRST_LOGIN_FILE } from '../src/database/first-login-notice';
import { bearer, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/** Every table, index, trigger and ran migration of the app's database, in a comparable form. */
async function schemaOf(t: TestApp): Promise<string[]> {
  const db = t.app.get(DataSource);
  const migrations = (await db.query('SELECT name FROM migrations ORDER BY id')).map((row: { name: string }) => `migration ${row.name}`);
  if (t.config.database.type === 'mysql') {
    const tables: { name: string }[] = await db.query(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME',
    );
    const creates: string[] = [];
    for (const { name } of tables) {
      const [row]: { 'Create Table': string }[] = await db.query(`SHOW CREATE TABLE \`${name}\``);
      // The next id depends on the rows written since.
      creates.push(row['Create Table'].replace(/ AUTO_INCREMENT=\d+/, ''));
    }
    const triggers: { Trigger: string }[] = await db.query('SHOW TRIGGERS');
    return [...creates, ...triggers.map((trigger) => `trigger ${trigger.Trigger}`), ...migrations];
  }
  const objects: { type: string; name: string; sql: string | null }[] = await db.query('SELECT type, name, sql FROM sqlite_master ORDER BY type, name');
  return [...objects.map((object) => `${object.type} ${object.name}: ${object.sql}`), ...migrations];
}

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

  it('without a configured password generates one, prints it once and leaves it in DATA_DIR for the owner only', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const t = await startTestApp({ SUPERADMIN_PASSWORD: '' });
    try {
      const line = warn.mock.calls.map((c) => String(c[0])).find((m) => m.includes('password:'));
      expect(line).toBeDefined();
      const password = /password: (\S+)/.exec(line!)![1];
      expect(password.length).toBeGreaterThanOrEqual(20);
      await login(t.http, SUPERADMIN.email, password);
      // Also left in DATA_DIR, for the owner only, with where to log in.
      const file = path.join(t.dataDir, FIRST_LOGIN_FILE);
      expect(line).toContain(`also in ${file}`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain(`password:   ${password}\n`);
      expect(text).toContain(`email:      ${SUPERADMIN.email}\n`);
      expect(text).toContain(`login page: ${t.config.publicUrl}${ADMIN_LOGIN_PATH}\n`);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });

  it('migrates an empty database at start-up into the schema the other specs start from (a copy of the migrated template)', async () => {
    const fresh = await startTestApp({}, undefined, { empty: true });
    const copied = await startTestApp();
    try {
      const schema = await schemaOf(fresh);
      expect(schema).toContain('migration InitialSchema1763700000000');
      expect(await schemaOf(copied)).toEqual(schema);
    } finally {
      await fresh.close();
      await copied.close();
    }
  });
});
