import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { Blog } from './blog.entity';
import { BlogContributor } from './blog-contributor.entity';
import { BlogHtmlService } from './blog-html.service';
import { BlogNamesService } from './blog-names.service';
import { BlogSlug } from './blog-slug.entity';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';
import { BylineListener } from './byline.listener';
import { PublicBlogsController } from './public-blogs.controller';
import { PublicBlogsService } from './public-blogs.service';
import { ScheduledPublisher } from './scheduled-publisher';

/**
 * Owns the `blogs`, `blog_slugs` and `blog_contributors` tables. Category names and counts of
 * use cross to the categories module through CategoriesService and BlogsService (hence forwardRef);
 * contributors' names come from UsersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Blog, BlogSlug, BlogContributor]), forwardRef(() => CategoriesModule), UsersModule, UploadsModule],
  // PublicBlogsController first: its /blogs/publish routes must match before /blogs/:slug.
  controllers: [PublicBlogsController, BlogsController],
  providers: [BlogsService, PublicBlogsService, BlogsRepository, BlogNamesService, BlogHtmlService, BylineListener, ScheduledPublisher],
  // The site's pages and feeds read what visitors read; the categories module asks how many posts use a category.
  exports: [BlogsService, PublicBlogsService],
})
export class BlogsModule {}
