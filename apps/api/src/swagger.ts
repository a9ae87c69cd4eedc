import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { FailureBody } from './common/http/failure-body';
import type { OperationObject } from './openapi/openapi-types';
import { operationId } from './openapi/operation-routes';
import { declareRefusals } from './openapi/route-refusals';

/** OpenAPI UI at /api/docs, JSON at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

/** The API's OpenAPI document, as served at /api/docs-json and committed as libs/contracts/openapi.json. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('CSEC site API')
      .setDescription(
        'Public blog, staff blog management, categories, uploads and accounts. ' +
          'Success: `{ status: "Success", message?, data?, ... }`. Failure: a real HTTP status and `{ status: "Failed", error: true, code, message, errors? }`, ' +
          'where `code` is a stable machine code (ErrorCode) and `message` the text to show.',
      )
      .setVersion('1.0')
      .addServer('/', 'This site')
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description:
          "A staff login's token (POST /api/login), or an integration's API token (csec_..., POST /api/integrations), which opens only the routes of its scopes: each operation's 403 auth.scope_missing names the scope it needs.",
      })
      .build(),
    { extraModels: [FailureBody], operationIdFactory: (controller, method) => operationId(controller, method) },
  );
  declareRefusals(app, document, FAILURE);
  addCommonFailures(document);
  return document;
}

const FAILURE = { $ref: getSchemaPath(FailureBody) };

/** Failures any route can give, whatever its own decorators name: the filter answers them all in the failure shape. */
const COMMON_FAILURES: { status: string; when: (op: OperationObject) => boolean; description: string }[] = [
  {
    status: '400',
    when: (op) => hasQuery(op) || op.requestBody !== undefined,
    description: 'Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON',
  },
  { status: '413', when: (op) => op.requestBody !== undefined, description: 'The request body is over its limit (request.body_too_large)' },
  { status: '415', when: (op) => op.requestBody !== undefined, description: 'Compressed request bodies are refused (request.compressed_body)' },
  { status: '500', when: () => true, description: 'Unexpected failure (internal)' },
];

function hasQuery(op: OperationObject): boolean {
  return (op.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query');
}

function addCommonFailures(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      for (const failure of COMMON_FAILURES) {
        if (!op.responses[failure.status] && failure.when(op)) {
          op.responses[failure.status] = { description: failure.description, content: { 'application/json': { schema: FAILURE } } };
        }
      }
    }
  }
}
