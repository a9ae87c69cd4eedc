'use strict';
/**
 * Preloaded (`--require`) into the worker threads (post HTML, SQLite searches) only when the API runs from its
 * TypeScript sources, as under Jest: ts-jest compiles the main thread's modules but a worker
 * thread is plain Node, so this teaches its require() to compile .ts files with the TypeScript
 * compiler (a devDependency), and points @csec/contracts at its sources as the Jest config does.
 * A build (tsc, into dist) runs the compiled worker and never loads this file.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const CONTRACTS = path.resolve(__dirname, '../../../../../libs/contracts/src/index.ts');
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  inlineSourceMap: true,
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@csec/contracts' ? CONTRACTS : request, ...rest);
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { fileName: filename, compilerOptions: COMPILER_OPTIONS });
  module._compile(outputText, filename);
};
