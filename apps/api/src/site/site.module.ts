import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module';
import { CategoriesModule } from '../categories/categories.module';
import { SiteConfigController } from './site-config.controller';
import { SitePages } from './site-pages';
import { PublicSiteRemote } from './ssr/public-site-remote';

/**
 * The site's run-time config endpoint. Serving the built frontends is Express-level
 * (see mount-site.ts) because it must run beside, not inside, the API's routes.
 */
@Module({ imports: [BlogsModule, CategoriesModule], controllers: [SiteConfigController], providers: [SitePages, PublicSiteRemote], exports: [SitePages] })
export class SiteModule {}
