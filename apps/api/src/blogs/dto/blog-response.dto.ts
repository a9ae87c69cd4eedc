import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { POST_STATUSES, SITE_LANGUAGES, SNIPPET_LENGTH } from '@csec/contracts';

/** What the caller may do with the post now (blog-policy.ts, the rule the API enforces): the dashboard offers only these. */
export class PostPermissionsDto {
  @ApiProperty({ description: 'Save changes (PUT): the caller may change the post and it is a draft' }) edit!: boolean;
  @ApiProperty({ description: 'Publish now: the caller may change the post and it is not published' }) publish!: boolean;
  @ApiProperty({ description: 'Schedule or reschedule: the caller may change the post and it is not published' }) schedule!: boolean;
  @ApiProperty({ description: 'Back to draft: the caller may change the post and it is published or scheduled' }) draft!: boolean;
  @ApiProperty({ description: 'Delete the post' }) delete!: boolean;
  @ApiProperty({ description: "Read the post's revisions (restoring one also needs edit)" }) history!: boolean;
  @ApiProperty({ description: 'Make and revoke preview links' }) preview!: boolean;
  @ApiProperty({ description: 'Create its translation, link it to one or unlink it (linking also needs this of the other post)' }) translate!: boolean;
}

/** The post linked to another as its translation, as staff see it. */
export class TranslationRefDto {
  @ApiProperty() blogId!: number;
  @ApiProperty({ enum: SITE_LANGUAGES }) language!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: POST_STATUSES }) publishStatus!: string;
}

/** A row of the staff list (GET /api/blogs): the post without its content and contributors. */
export class BlogListItemDto {
  @ApiProperty() blogId!: number;
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: SITE_LANGUAGES, description: 'The language the post is written in; its slug is unique within it' }) language!: string;
  @ApiProperty({ nullable: true, type: TranslationRefDto, description: 'The post linked as its translation in the other language; null when none is' })
  translation!: TranslationRefDto | null;
  @ApiProperty() title!: string;
  @ApiProperty({ nullable: true, type: String }) cover!: string | null;
  @ApiProperty({ nullable: true, type: Number }) categoryId!: number | null;
  @ApiProperty({ nullable: true, type: String }) category!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-03' }) eventDate!: string | null;
  @ApiProperty({ enum: POST_STATUSES }) publishStatus!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) publishAt!: string | null;
  @ApiProperty({ description: 'Id of the creator; 0 once that account is deleted' }) author!: number;
  @ApiProperty() createdBy!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ nullable: true, type: String }) updatedBy!: string | null;
  @ApiProperty({ description: 'Grows with every write of the post; PUT sends back the one it edited', example: 3 }) version!: number;
  @ApiProperty({ type: PostPermissionsDto, description: 'What the caller may do with the post now; the API refuses the rest (403 or 409)' })
  can!: PostPermissionsDto;
}

/** A post as staff see it (GET /api/blogs/:slug). */
export class BlogViewDto extends BlogListItemDto {
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;
  @ApiProperty({ type: [String] }) contributors!: string[];
}

export class BlogListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [BlogListItemDto] }) data!: BlogListItemDto[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() countData!: number;
}

export class BlogResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: BlogViewDto }) data!: BlogViewDto;
}

export class BlogSaveResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ example: 'The blog has been saved!' }) message!: string;
  @ApiProperty() blogSlug!: string;
  @ApiProperty() blogId!: number;
  @ApiProperty({ enum: SITE_LANGUAGES, description: "The post's language: with blogSlug, where the post is found (?lang=)" }) language!: string;
  @ApiProperty({ description: "The post's version after the save: the next save sends it", example: 4 }) version!: number;
}

/** POST /api/blogs/{id}/translation: the post's translation, found or created. */
export class TranslationResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ nullable: true, type: String, description: 'Set when a draft was created', example: 'The translation draft has been created!' })
  message!: string | null;
  @ApiProperty({ description: 'Whether the translation was created by this call' }) created!: boolean;
  @ApiProperty() blogSlug!: string;
  @ApiProperty() blogId!: number;
  @ApiProperty({ enum: SITE_LANGUAGES }) language!: string;
}

export class CoverImageDto {
  @ApiProperty({ example: '/uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.jpg' }) src!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Pixel width of the original; null for an external cover' }) width!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Pixel height of the original; null for an external cover' }) height!: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The WebP copies made at upload with their widths, then the original; null when there are none',
    example: '/uploads/5f0c…-480.webp 480w, /uploads/5f0c…-720.webp 720w, /uploads/5f0c…-960.webp 960w, /uploads/5f0c….jpg 1280w',
  })
  srcset!: string | null;
  @ApiPropertyOptional({ description: 'Absent today: the page knows how wide it draws the image' }) sizes?: string;
}

export class PublicBlogCardDto {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The cover URL as saved' }) cover!: string | null;
  @ApiProperty({ nullable: true, type: CoverImageDto, description: 'How to draw the cover; null when there is none' })
  coverImage!: CoverImageDto | null;
  @ApiProperty({ description: 'Plain text, about 200 characters' }) excerpt!: string;
  @ApiProperty({ nullable: true, type: String, description: "The category's name in the post's language" }) category!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The category's English name, which its tag page's URL carries in both languages (/blog/tag/{categoryTag}, lower-cased)",
  })
  categoryTag!: string | null;
  @ApiProperty() publishAt!: string;
  @ApiProperty() createdBy!: string;
  @ApiPropertyOptional({
    description: `Search answers only (q given): about ${SNIPPET_LENGTH} characters of plain text around the first match, '…' where cut`,
  })
  snippet?: string;
}

export class PublicBlogListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [PublicBlogCardDto] }) data!: PublicBlogCardDto[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() countData!: number;
}

/** A published translation of a post: where its page is. */
export class PublicTranslationDto {
  @ApiProperty({ enum: SITE_LANGUAGES }) language!: string;
  @ApiProperty() slug!: string;
}

export class PublicBlogPostDto extends PublicBlogCardDto {
  @ApiProperty({ enum: SITE_LANGUAGES }) language!: string;
  @ApiProperty({
    nullable: true,
    type: PublicTranslationDto,
    description: 'The published post in the other language linked as its translation; null when there is none (no hreflang pair)',
  })
  translation!: PublicTranslationDto | null;
  @ApiProperty() content!: string;
  @ApiProperty({ type: [String] }) contributors!: string[];
  @ApiProperty({ nullable: true, type: String }) eventDate!: string | null;
}

export class PublicBlogPostResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
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
  @ApiProperty({ description: "The category's name in the language asked for" }) name!: string;
  @ApiProperty({ description: "The name its tag page's URL carries (/blog/tag/{tag}, lower-cased): the English name in every language", example: 'Insight' })
  tag!: string;
  @ApiProperty() count!: number;
}
class SidebarDto {
  @ApiProperty({ type: [SidebarRecentDto], description: 'The 6 newest published posts' }) recent!: SidebarRecentDto[];
  @ApiProperty({ type: [SidebarMonthDto], description: 'Publish months, newest first' }) archive!: SidebarMonthDto[];
  @ApiProperty({ type: [SidebarCategoryDto], description: 'Every category with its published posts' }) categories!: SidebarCategoryDto[];
}
export class SidebarResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: SidebarDto }) data!: SidebarDto;
}
