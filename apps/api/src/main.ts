// First: it sets how the heap grows before the modules below load (see there).
import './heap-growth';
import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import { runPrimary } from './cluster-primary';
import { ConfigError, loadConfig } from './config/load-config';
import { createApp } from './app.factory';
import { checkDatabase, DatabaseStartError } from './database/database-check';
import { shutDownGracefully } from './graceful-shutdown';

async function main(): Promise<void> {
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
