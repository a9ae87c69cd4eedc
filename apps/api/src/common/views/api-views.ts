/**
 * The bodies the API answers with, by the names its services build them under. Not written out
 * here: each is the shape its DTO class documents, as the generated contract states it
 * (libs/contracts/src/api-types.ts, over openapi-schema.ts, generated from openapi.json, which is
 * generated from the DTOs). So a service whose answer drifts from its DTO does not compile once
 * `npm run openapi` has run, and `npm run lint` and test/openapi.e2e-spec.ts fail until it has.
 */
export type {
  ActivityEntry as ActivityView,
  ApiPage,
  BlogListItem,
  BlogSidebar,
  BlogView,
  CategoryView,
  CoverImage,
  ImageVariant,
  LeadView,
  PostPermissions,
  PublicBlogCard,
  PublicBlogPost,
  RevisionListItem,
  RevisionView,
  SiteConfig,
  UserView,
} from '@csec/contracts';
