'use strict';
/**
 * Preloaded (`--require`) into the worker threads (post HTML, SQLite searches) only when the API runs from its
 * TypeScript sources, as under Jest: Jest compiles the main thread's modules but a worker
 * thread is plain Node, so this teaches its require() to compile .ts files with the TypeScript
 * compiler (a devDependency), and points @csec/contracts at its sources as the Jest config does.
 * A build (tsc, into dist) runs the compiled worker and never loads this file.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Module = require('node:module');

const CONTRACTS = path.resolve(__dirname, '../../../../../libs/contracts/src/index.ts');
/** In tsconfig's spelling, so that reading them needs no compiler. */
const COMPILER_OPTIONS = {
  module: 'commonjs',
  target: 'es2022',
  esModuleInterop: true,
  inlineSourceMap: true,
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@csec/contracts' ? CONTRACTS : request, ...rest);
};

/**
 * Compiled files are kept on disk by their source, so a worker started after the first loads no
 * compiler: loading TypeScript and compiling took a new thread seconds on a busy machine, while a
 * test or a request waited for it (every SQLite app's first search, every replaced HTML worker).
 */
const TYPESCRIPT_VERSION = require('typescript/package.json').version;
const CACHE_DIR = path.join(os.tmpdir(), `csec-ts-worker-${TYPESCRIPT_VERSION}`);
let ts;

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([filename, COMPILER_OPTIONS, source]))
    .digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.js`);
  let outputText;
  try {
    outputText = fs.readFileSync(cached, 'utf8');
  } catch {
    ts ??= require('typescript');
    const compilerOptions = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, path.dirname(filename)).options;
    ({ outputText } = ts.transpileModule(source, { fileName: filename, compilerOptions }));
    // Written whole under another name, then renamed: a thread reading it meanwhile never sees half a file.
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(partial, outputText);
    fs.renameSync(partial, cached);
  }
  module._compile(outputText, filename);
};
