import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI UI at /api/docs, JSON at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('CSEC site API')
      .setDescription(
        'Public blog, staff blog management, categories, uploads and accounts. ' +
          'Success: `{ status: "Success", message?, data?, ... }`. Failure: a real HTTP status and `{ status: "Failed", error: true, message, errors? }`.',
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
