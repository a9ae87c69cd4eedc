import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { Category } from '../categories/category.entity';
import { Blog } from './blog.entity';
import { BlogContributor } from './blog-contributor.entity';
import { BlogLookupService } from './blog-lookup.service';
import { BlogSlug } from './blog-slug.entity';
import { BlogsController } from './blogs.controller';
import { BlogsService } from './blogs.service';
import { PublicBlogsController } from './public-blogs.controller';
import { PublicBlogsService } from './public-blogs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Blog, BlogSlug, BlogContributor, Category]), CategoriesModule],
  // PublicBlogsController first: its /blogs/publish routes must match before /blogs/:slug.
  controllers: [PublicBlogsController, BlogsController],
  providers: [BlogsService, PublicBlogsService, BlogLookupService],
})
export class BlogsModule {}
