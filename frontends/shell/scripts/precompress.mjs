#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the given
 * build folders, so the API sends them without compressing per request.
 * Usage: node frontends/shell/scripts/precompress.mjs <dist folder>...
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.html', '.txt']);
/** Below this the headers cost more than the saving; the server's threshold is the same. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function compress(file) {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: source.length, br: br.length, gz: gz.length };
}

async function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await fs.stat(file)).size < MIN_BYTES) continue;
    const sizes = await compress(file);
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${dir}: ${totals.files} files, ${kb(totals.raw)} -> br ${kb(totals.br)}, gzip ${kb(totals.gz)}`);
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Usage: precompress.mjs <dist folder>...');
  process.exit(2);
}
for (const dir of dirs) {
  try {
    await fs.access(dir);
  } catch {
    console.warn(`${dir}: not built, skipped`);
    continue;
  }
  await precompress(dir);
}
