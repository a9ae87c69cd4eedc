// Writes src/openapi-schema.ts, the TypeScript types of openapi.json that the frontends' API
// clients are typed with. `--check` writes nothing and fails when the committed file is stale.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'openapi.json');
const target = path.join(root, 'src', 'openapi-schema.ts');

const banner = '// Generated from libs/contracts/openapi.json by `npm run openapi`: do not edit.\n\n';
// A file field (format: binary) is a Blob in the browser, not the string the spec's JSON form would be.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(JSON.parse(fs.readFileSync(source, 'utf8')), {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
const text = await prettier.format(banner + astToString(ast), options);

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== text) {
    console.error(`${path.relative(process.cwd(), target)} does not match openapi.json: run \`npm run openapi\`.`);
    process.exit(1);
  }
  console.log('OpenAPI types match openapi.json');
} else {
  fs.writeFileSync(target, text);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
