import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * What a worker thread runs: the compiled `<name>.js` beside the caller when running from a build;
 * from TypeScript sources (Jest) the `.ts` file, compiled in the worker by a preloaded hook, since a
 * worker thread has no Jest transform.
 */
export function workerEntry(dir: string, name: string): { filename: string; execArgv?: string[] } {
  const compiled = path.join(dir, `${name}.js`);
  if (fs.existsSync(compiled)) return { filename: compiled };
  return { filename: path.join(dir, `${name}.ts`), execArgv: ['--require', path.join(__dirname, 'ts-worker-register.js')] };
}
