import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesController } from './categories.controller';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { CategoryFormerName } from './category-former-name.entity';

/**
 * Owns the `categories` and `category_former_names` tables. Imports no feature module: the modules whose rows use a category
 * refuse its deletion through the category.deleting event.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Category, CategoryFormerName])],
  controllers: [CategoriesController],
  providers: [CategoriesService, CategoriesRepository],
  exports: [CategoriesService],
})
export class CategoriesModule {}
