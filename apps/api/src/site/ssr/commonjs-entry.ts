import * as vm from 'node:vm';

/** Longer than any deployed server build takes to download; a hung origin must not hold a check for ever. */
const FETCH_TIMEOUT_MS = 15_000;

/**
 * Fetches a remote's server entry (a webpack `commonjs-module` build) and runs it as a CommonJS
 * module, returning the container it exports under `globalName` (or its whole exports).
 *
 * Module Federation's own Node loader runs the entry with `vm.Script` and stores the container in
 * a global under the remote's name. Both outlive the build: the next build's load is handed the
 * container found in that global (a new build never rendered), and V8 keeps every `vm.Script`
 * source in its compilation cache until memory runs short (two copies of a megabyte per build,
 * measured). `vm.compileFunction`, which Node's own CommonJS loader uses, is not cached that way,
 * and nothing here is global: a replaced build is freed with the last render that used it.
 */
export async function runCommonJsEntry(url: string, globalName: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const source = await response.text();
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const run = vm.compileFunction(source, ['exports', 'module', 'require', '__dirname', '__filename'], { filename: url });
  // Node's built-in modules are all a server build requires (its packages are bundled into it).
  run.call(module.exports, module.exports, module, require, '', url);
  return module.exports[globalName] ?? module.exports;
}
