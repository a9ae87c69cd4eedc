import { Module } from '@nestjs/common';
import { SiteConfigController } from './site-config.controller';

/**
 * The site's run-time config endpoint. Serving the built frontends is Express-level
 * (see mount-site.ts) because it must run beside, not inside, the API's routes.
 */
@Module({ controllers: [SiteConfigController] })
export class SiteModule {}
