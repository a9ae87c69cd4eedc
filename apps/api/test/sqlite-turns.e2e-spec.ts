import { DataSource } from 'typeorm';
import { inOwnContext } from '../src/database/sqlite-turns';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Two requests at once on one database: a rollback in one never undoes what the other wrote.
 * On SQLite every request shares one connection (database/sqlite-turns.ts); on MySQL/MariaDB
 * each transaction has its own.
 */
describe('concurrent transactions', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const insertCategory = (manager: Pick<DataSource, 'query'>, name: string) =>
    manager.query('INSERT INTO categories (name, nameKey, description) VALUES (?, ?, ?)', [name, name, 'd']);
  const names = async () => (await db.query('SELECT name FROM categories')).map((row: { name: string }) => row.name);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("a rolled-back transaction keeps another request's plain write", async () => {
    const failing = inOwnContext(() =>
      db.transaction(async (manager) => {
        await insertCategory(manager, 'rolled-back');
        await pause(50);
        throw new Error('fails after another request wrote');
      }),
    );
    // Expected at once: on MariaDB the plain write waits for the transaction's lock, and the rollback that
    // frees it can reject `failing` before the write's answer comes back (an unhandled rejection to Jest).
    const failed = expect(failing).rejects.toThrow('fails after');
    await pause(10);
    await inOwnContext(() => insertCategory(db, 'plain-write'));
    await failed;
    expect(await names()).toEqual(expect.arrayContaining(['plain-write']));
    expect(await names()).not.toContain('rolled-back');
  });

  it("a rolled-back transaction keeps another request's committed transaction", async () => {
    const failing = inOwnContext(() =>
      db.transaction(async (manager) => {
        await pause(30);
        await insertCategory(manager, 'second-rolled-back');
        throw new Error('fails last');
      }),
    );
    const committed = inOwnContext(() => db.transaction((manager) => insertCategory(manager, 'committed')));
    await expect(failing).rejects.toThrow('fails last');
    await committed;
    expect(await names()).toEqual(expect.arrayContaining(['committed']));
    expect(await names()).not.toContain('second-rolled-back');
  });

  it("a request never reads another transaction's write that is then rolled back", async () => {
    const ghost = inOwnContext(() =>
      db.transaction(async (manager) => {
        await insertCategory(manager, 'ghost');
        await pause(40);
        throw new Error('rolled back');
      }),
    );
    const rolledBack = expect(ghost).rejects.toThrow('rolled back');
    await pause(5);
    const seen = await inOwnContext(() => names());
    await rolledBack;
    expect(seen).not.toContain('ghost');
  });
});
