import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FIRST_LOGIN_FILE, firstLoginBox, writeFirstLogin } from './first-login-notice';

describe('the first login notice', () => {
  const login = { email: 'superadmin@csec.local', password: 'Xy7-generated-password', loginUrl: 'http://localhost:3000/login/admin' };

  it('boxes the login in plain lines of one width', () => {
    const lines = firstLoginBox(login, '/data/superadmin-login.txt').split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(lines).toContainEqual(expect.stringContaining('  password: Xy7-generated-password'));
    expect(lines).toContainEqual(expect.stringContaining('http://localhost:3000/login/admin'));
    expect(lines).toContainEqual(expect.stringContaining('Also written to /data/superadmin-login.txt'));
    expect(firstLoginBox(login, undefined)).not.toContain('Also written');
  });

  it('writes the file for the owner only, and never over one that is there', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-first-login-'));
    try {
      const file = writeFirstLogin(dir, login);
      expect(file).toBe(path.join(dir, FIRST_LOGIN_FILE));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(() => writeFirstLogin(dir, { ...login, password: 'other' })).toThrow(/EEXIST/);
      expect(fs.readFileSync(file, 'utf8')).toContain('Xy7-generated-password');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
