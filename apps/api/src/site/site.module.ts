import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module';
import { SiteConfigController } from './site-config.controller';
import { SitePages } from './site-pages';

/**
 * The site's run-time config endpoint. Serving the built frontends is Express-level
 * (see mount-site.ts) because it must run beside, not inside, the API's routes.
 */
@Module({ imports: [BlogsModule], controllers: [SiteConfigController], providers: [SitePages], exports: [SitePages] })
export class SiteModule {}
