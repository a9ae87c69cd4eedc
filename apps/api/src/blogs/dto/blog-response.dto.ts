import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BlogViewDto {
  @ApiProperty() blogId!: number;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;
  @ApiProperty({ nullable: true, type: String }) cover!: string | null;
  @ApiProperty({ nullable: true, type: Number }) categoryId!: number | null;
  @ApiProperty({ nullable: true, type: String }) category!: string | null;
  @ApiProperty({ nullable: true, type: String }) eventDate!: string | null;
  @ApiProperty({ enum: ['publish', 'draft'] }) publishStatus!: string;
  @ApiProperty({ nullable: true, type: String }) publishAt!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Id of the creator' }) author!: number | null;
  @ApiProperty() createdBy!: string;
  @ApiProperty({ type: [String] }) contributors!: string[];
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ nullable: true, type: String }) updatedBy!: string | null;
}

export class BlogListItemDto {
  @ApiProperty() blogId!: number;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ nullable: true, type: String }) category!: string | null;
  @ApiProperty({ enum: ['publish', 'draft'] }) publishStatus!: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty() createdAt!: string;
}

export class BlogListResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [BlogListItemDto] }) data!: BlogListItemDto[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() countData!: number;
}

export class BlogResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: BlogViewDto }) data!: BlogViewDto;
}

export class BlogSaveResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: 'The blog has been saved!' }) message!: string;
  @ApiProperty() blogSlug!: string;
  @ApiProperty() blogId!: number;
}

export class PublicBlogCardDto {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ nullable: true, type: String }) cover!: string | null;
  @ApiProperty({ description: 'Plain text, about 200 characters' }) excerpt!: string;
  @ApiProperty({ nullable: true, type: String }) category!: string | null;
  @ApiProperty() publishAt!: string;
  @ApiProperty() createdBy!: string;
}

export class PublicBlogListResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [PublicBlogCardDto] }) data!: PublicBlogCardDto[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() countData!: number;
}

export class PublicBlogPostDto extends PublicBlogCardDto {
  @ApiProperty() content!: string;
  @ApiProperty({ type: [String] }) contributors!: string[];
  @ApiPropertyOptional({ nullable: true, type: String }) eventDate!: string | null;
}

export class PublicBlogPostResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [PublicBlogPostDto], description: 'An array whose first item is the post' }) data!: PublicBlogPostDto[];
}

class SidebarRecentDto {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}
class SidebarMonthDto {
  @ApiProperty({ example: 'November 2026' }) label!: string;
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty() count!: number;
}
class SidebarCategoryDto {
  @ApiProperty() name!: string;
  @ApiProperty() count!: number;
}
class SidebarDto {
  @ApiProperty({ type: [SidebarRecentDto], description: 'The 6 newest published posts' }) recent!: SidebarRecentDto[];
  @ApiProperty({ type: [SidebarMonthDto], description: 'Publish months, newest first' }) archive!: SidebarMonthDto[];
  @ApiProperty({ type: [SidebarCategoryDto], description: 'Every category with its published posts' }) categories!: SidebarCategoryDto[];
}
export class SidebarResponseDto {
  @ApiProperty({ example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: SidebarDto }) data!: SidebarDto;
}
