import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** webpack's [contenthash] in a file name (20 hex digits here; 8 or more as nginx tells them apart). */
const HASH_IN_NAME = /[.-]([0-9a-f]{8,})\./;
const ANY_HASH = /[0-9a-f]{8,}/g;
const TEXT_FILES = new Set(['.js', '.css', '.json', '.html', '.txt', '.svg']);
/** Precompressed copies would still hold the original's text. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Makes in `to` what another build of the remote built in `from` would be, without building it
 * (a build takes about 40 s): every replacement applied to its code (browser chunks and server
 * build alike), and every content hash in its file names swapped for a new one, in the names and
 * wherever a file names another (the entries' chunk maps, the manifest). So, as with a real second
 * build, no file of it has the name of a file of the first with other content, and its manifest and
 * entries are new files that name only its own.
 */
export function simulateBuild(from: string, to: string, replacements: [from: string, to: string][]): void {
  const files = filesUnder(from).filter((file) => !PRECOMPRESSED.test(file));
  const newHashes = new Map<string, string>();
  for (const file of files) {
    const hash = HASH_IN_NAME.exec(path.basename(file))?.[1];
    if (hash && !newHashes.has(hash)) newHashes.set(hash, crypto.randomBytes(hash.length).toString('hex').slice(0, hash.length));
  }
  const rehash = (text: string) => text.replace(ANY_HASH, (hash) => newHashes.get(hash) ?? hash);

  for (const file of files) {
    const target = path.join(to, rehash(file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!TEXT_FILES.has(path.extname(file))) {
      fs.copyFileSync(path.join(from, file), target);
      continue;
    }
    let text = rehash(fs.readFileSync(path.join(from, file), 'utf8'));
    for (const [before, after] of replacements) text = text.split(before).join(after);
    fs.writeFileSync(target, text);
  }
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(dir, path.join(entry.parentPath, entry.name))];
  });
}
