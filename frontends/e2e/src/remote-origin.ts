import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';

/** A remote deployed on its own origin, answering as the remotes' nginx does (docker/remote.nginx.conf). */
export interface RemoteOrigin {
  /** e.g. http://127.0.0.1:41235, no trailing slash */
  url: string;
  /** Serves `folder` from now on: a deployment swapping the served folder in one step. */
  serve(folder: string): void;
  /** Paths asked for since the origin started, in order. */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
/** webpack's [contenthash] in a file name, as nginx tells them apart. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[^/]*$/;

/** Starts the origin on a free port of 127.0.0.1, serving `folder`. */
export async function startRemoteOrigin(folder: string): Promise<RemoteOrigin> {
  let root = path.resolve(folder);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://origin.invalid').pathname);
    requests.push(urlPath);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(root, path.posix.normalize(urlPath));
    const stat = file.startsWith(root + path.sep) && !file.endsWith('.map') ? statOf(file) : undefined;
    if (!stat) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    // nginx's ETag: modification time and size.
    const etag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', HASHED_NAME.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': stat.size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (next) => {
      root = path.resolve(next);
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function statOf(file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}
