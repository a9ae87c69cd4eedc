import * as fs from 'node:fs';
import * as path from 'node:path';

/** Where the first start leaves the generated superadmin login, readable by the owner only. */
export const FIRST_LOGIN_FILE = 'superadmin-login.txt';

export interface FirstLogin {
  email: string;
  password: string;
  /** The dashboard's login page. */
  loginUrl: string;
}

/**
 * Writes the generated login to DATA_DIR/superadmin-login.txt (mode 600, never over an existing
 * file) and answers its path; a file that cannot be written is reported, not fatal: the log line
 * still shows the login.
 */
export function writeFirstLogin(dataDir: string, login: FirstLogin): string {
  const file = path.join(dataDir, FIRST_LOGIN_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(
    file,
    `The superadmin account created on the first start (change the password after logging in, then delete this file).\n` +
      `login page: ${login.loginUrl}\nemail:      ${login.email}\npassword:   ${login.password}\n`,
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}

/** The login as a plain boxed block for a person at a terminal, among the JSON log lines. */
export function firstLoginBox(login: FirstLogin, file: string | undefined): string {
  const lines = [
    'The superadmin account was created. Log in with:',
    '',
    `  ${login.loginUrl}`,
    `  email:    ${login.email}`,
    `  password: ${login.password}`,
    '',
    'Shown once: change the password after logging in.',
    ...(file ? [`Also written to ${file} (readable by you only).`] : []),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((line) => `| ${line.padEnd(width)} |`), edge].join('\n');
}
