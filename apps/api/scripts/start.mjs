#!/usr/bin/env node
/**
 * npm start: builds whatever is missing (API, contracts, the three frontends), then runs the
 * built server in this very process, exactly as `npm run start:prod` does. No child process
 * sits between npm and the server, so SIGTERM and SIGINT forwarded by npm reach the server
 * itself, and npm ends with the server's exit.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// DATA_DIR and the other relative defaults are read from the repository root, as start:prod reads them.
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
