#!/usr/bin/env node
/**
 * npm start: builds whatever is missing (API, contracts, the three frontends), then starts
 * the built server exactly as `npm run start:prod` does.
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const missing = (...files) => files.some((file) => !fs.existsSync(path.join(root, file)));
const npm = (...args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (missing('libs/contracts/dist/index.js', 'apps/api/dist/main.js')) npm('run', 'build:api');
if (missing('frontends/shell/dist/index.html', 'frontends/public-site/dist/mf-manifest.json', 'frontends/admin/dist/mf-manifest.json')) {
  npm('run', 'build:web');
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
