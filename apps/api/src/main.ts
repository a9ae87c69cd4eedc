import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import * as v8 from 'node:v8';
import { runPrimary } from './cluster-primary';
import { ConfigError, loadConfig } from './config/load-config';
import { createApp } from './app.factory';
import { checkDatabase, DatabaseStartError } from './database/database-check';
import { shutDownGracefully } from './graceful-shutdown';

/**
 * V8 lets the heap grow to several times what is live before a full collection when a process
 * allocates fast, as a loaded server does: at 10,000 posts under the read benchmark the heap held
 * 150-200 MB, mostly garbage, around 50 MB live, and the process peaked at 316-352 MB RSS. Growing by
 * at most a quarter of what is live each time keeps the peak near 225 MB (50%: near 230-250 MB) with
 * no loss of throughput measured (cached reads 49-56k req/s either way on 2 cores). A flag V8 reads
 * at each collection, so it can be set here rather than on every command line that starts the server.
 */
const HEAP_GROWING_PERCENT = 25;

async function main(): Promise<void> {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
    await checkDatabase(config);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseStartError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);
  const app = await createApp(config);
  shutDownGracefully(app, config.shutdownGraceMs);
  await app.listen(config.port, config.host);
  new Logger('Main').log(`Listening on http://localhost:${config.port} (API docs at /api/docs)`);
}

void main();
