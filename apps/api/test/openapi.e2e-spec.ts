import * as fs from 'node:fs';
import * as path from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

const COMMITTED = path.join(__dirname, '../../../libs/contracts/openapi.json');

/** The committed contract is the served document: change a DTO and `npm run openapi -w apps/api` must follow. */
describe('committed OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/docs-json equals libs/contracts/openapi.json (run `npm run openapi -w apps/api` after changing a DTO)', async () => {
    const served: unknown = (await t.http.get('/api/docs-json').expect(200)).body;
    const committed: unknown = JSON.parse(fs.readFileSync(COMMITTED, 'utf8'));
    expect(served).toEqual(committed);
  });

  it('names no schema that is not defined, and no bare Object schema', () => {
    const text = fs.readFileSync(COMMITTED, 'utf8');
    const document = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
    const refs = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    for (const ref of new Set(refs)) expect([ref, ref in document.components.schemas]).toEqual([ref, true]);
    expect(document.components.schemas.Object).toBeUndefined();
  });
});
