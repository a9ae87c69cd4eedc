import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/load-config';
import { createOpenApiDocument } from '../swagger';

/** Where the committed contract lives, from the repository root. */
export const OPENAPI_FILE = path.join('libs', 'contracts', 'openapi.json');

/**
 * Writes the API's own OpenAPI document to libs/contracts/openapi.json (`npm run openapi -w apps/api`).
 * The app is built on a throw-away SQLite database and never listens; the e2e spec
 * test/openapi.e2e-spec.ts fails when the committed file and the served document differ.
 */
async function main(): Promise<void> {
  const root = process.argv[2] ?? path.resolve(__dirname, '../../../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SUPERADMIN_EMAIL: 'openapi@csec.invalid',
      SUPERADMIN_USERNAME: 'openapi',
      SUPERADMIN_PASSWORD: 'openapi-writer-only',
      LOG_LEVEL: 'error',
    });
    const app = await createApp(config);
    const document = createOpenApiDocument(app);
    await app.close();
    const file = path.join(root, OPENAPI_FILE);
    fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
