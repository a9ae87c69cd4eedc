import { Logger } from '@nestjs/common';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';

const SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when given; otherwise a secret generated once and kept in DATA_DIR (mode 600). */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwt.secret) return config.jwt.secret;
  const file = path.join(config.dataDir, SECRET_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  new Logger('Auth').log(`Generated a JWT secret in ${file}`);
  return secret;
}
