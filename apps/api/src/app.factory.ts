import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { createValidationPipe } from './common/http/validation.pipe';
import { setupSwagger } from './swagger';
import { PublicCacheService } from './common/cache/public-cache.service';
import { publicCacheMiddleware } from './common/cache/public-cache.middleware';
import { uploadsDir } from './uploads/local-image-storage';
import { mountSite } from './site/mount-site';

export const API_PREFIX = 'api';

/** Builds the whole application; main.ts and the e2e specs share it. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: config.logLevels,
    bodyParser: true,
  });
  app.set('trust proxy', trustProxyValue(config.trustProxy));
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '20mb' });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.use(publicCacheMiddleware(app.get(PublicCacheService)));
  app.useStaticAssets(uploadsDir(config), {
    prefix: '/uploads/',
    index: false,
    fallthrough: false,
    // Names are random and never reused, so a stored image never changes.
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  app.enableShutdownHooks();
  setupSwagger(app);
  // Before init(): Nest appends its catch-all 404 there, and pages must be reached first.
  mountSite(app, config);
  await app.init();
  return app;
}

function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
