import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { Blog } from './blog.entity';
import { BlogPreview } from './previews/blog-preview.entity';
import { BlogPreviewsRepository } from './previews/blog-previews.repository';
import { BlogPreviewsService } from './previews/blog-previews.service';
import { PreviewLinksController } from './previews/preview-links.controller';
import { PublicPreviewController } from './previews/public-preview.controller';
import { BlogContributor } from './blog-contributor.entity';
import { BlogIntegrationContributor } from './blog-integration-contributor.entity';
import { BlogHtmlService } from './blog-html.service';
import { BlogNamesService } from './blog-names.service';
import { BlogRevision } from './blog-revision.entity';
import { BlogRevisionsRepository } from './blog-revisions.repository';
import { BlogSlug } from './blog-slug.entity';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';
import { BylineListener } from './byline.listener';
import { CategoryUseListener } from './category-use.listener';
import { CategoryOverviewController } from './category-overview.controller';
import { PublicBlogsController } from './public-blogs.controller';
import { PublicBlogsService } from './public-blogs.service';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';
import { ScheduledPublisher } from './scheduled-publisher';

/**
 * Owns the `blogs`, `blog_slugs`, `blog_contributors`, `blog_revisions` and `blog_previews` tables.
 * Category names come from CategoriesService, contributors' names from UsersService; the categories
 * module does not import this one: it asks whether posts use a category through the
 * category.deleting event (CategoryUseListener).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Blog, BlogSlug, BlogContributor, BlogIntegrationContributor, BlogRevision, BlogPreview]),
    CategoriesModule,
    UsersModule,
    UploadsModule,
  ],
  // The public controllers first: /blogs/publish/... and /blogs/preview/... must match before the staff routes' /blogs/:slug/....
  controllers: [PublicBlogsController, PublicPreviewController, BlogsController, RevisionsController, PreviewLinksController, CategoryOverviewController],
  providers: [
    BlogsService,
    PublicBlogsService,
    BlogsRepository,
    BlogRevisionsRepository,
    RevisionsService,
    BlogNamesService,
    BlogHtmlService,
    BylineListener,
    CategoryUseListener,
    BlogPreviewsService,
    BlogPreviewsRepository,
    ScheduledPublisher,
  ],
  // The site's pages and feeds read what visitors read (and preview pages what a link opens).
  exports: [PublicBlogsService, BlogPreviewsService],
})
export class BlogsModule {}
