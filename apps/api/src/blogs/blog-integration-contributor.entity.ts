import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An integration (API token) other than the post's creator that has saved the post. Its name is kept
 * here: an integration is never renamed, and its post keeps saying who wrote it after a revoke.
 */
@Entity({ name: 'blog_integration_contributors' })
export class BlogIntegrationContributor {
  @PrimaryColumn({ type: 'int' })
  blogId!: number;

  /** The integration's id in the integrations module (no foreign key: another module's table). */
  @PrimaryColumn({ type: 'int' })
  integrationId!: number;

  @Column({ type: 'varchar', length: 24 })
  name!: string;
}
