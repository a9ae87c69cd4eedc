import * as fs from 'node:fs';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { Category } from '../categories/category.entity';
import { CategoryFormerName } from '../categories/category-former-name.entity';
import { Blog } from '../blogs/blog.entity';
import { BlogSlug } from '../blogs/blog-slug.entity';
import { BlogContributor } from '../blogs/blog-contributor.entity';
import { BlogIntegrationContributor } from '../blogs/blog-integration-contributor.entity';
import { BlogRevision } from '../blogs/blog-revision.entity';
import { BlogPreview } from '../blogs/previews/blog-preview.entity';
import { Lead } from '../leads/lead.entity';
import { Webhook } from '../webhooks/webhook.entity';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { WebhookAttempt } from '../webhooks/webhook-attempt.entity';
import { ApiToken } from '../integrations/api-token.entity';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema';
import { IdentityKeys1795430400000 } from './migrations/1795430400000-identity-keys';
import { Leads1795600000000 } from './migrations/1795600000000-leads';
import { SessionsTwoFactor1795700000000 } from './migrations/1795700000000-sessions-two-factor';
import { Session } from '../auth/sessions/session.entity';
import { UserTwoFactor } from '../auth/two-factor/two-factor.entity';
import { RecoveryCode } from '../auth/two-factor/recovery-code.entity';
import { ActivityEntry } from '../activity/activity.entity';
import { ActivityLog1795800000000 } from './migrations/1795800000000-activity-log';
import { BlogVersion1795850000000 } from './migrations/1795850000000-blog-version';
import { BlogRevisions1796000000000 } from './migrations/1796000000000-blog-revisions';
import { BlogPreviews1796100000000 } from './migrations/1796100000000-blog-previews';
import { BlogSearch1796200000000 } from './migrations/1796200000000-blog-search';
import { TwoFactorLock1796300000000 } from './migrations/1796300000000-two-factor-lock';
import { CategoryFormerNames1796400000000 } from './migrations/1796400000000-category-former-names';
import { Webhooks1796500000000 } from './migrations/1796500000000-webhooks';
import { ApiTokens1796600000000 } from './migrations/1796600000000-api-tokens';
import { BlogIntegrationContributors1796700000000 } from './migrations/1796700000000-blog-integration-contributors';
import { PostLanguages1796800000000 } from './migrations/1796800000000-post-languages';
import { CategoryIndonesianNames1796850000000 } from './migrations/1796850000000-category-indonesian-names';
import { UserLanguage1796900000000 } from './migrations/1796900000000-user-language';

export const ENTITIES = [
  User,
  Category,
  Blog,
  BlogSlug,
  BlogContributor,
  BlogIntegrationContributor,
  Lead,
  Session,
  UserTwoFactor,
  RecoveryCode,
  ActivityEntry,
  BlogRevision,
  BlogPreview,
  CategoryFormerName,
  Webhook,
  WebhookDelivery,
  WebhookAttempt,
  ApiToken,
];
export const MIGRATIONS = [
  InitialSchema1763700000000,
  IdentityKeys1795430400000,
  Leads1795600000000,
  SessionsTwoFactor1795700000000,
  ActivityLog1795800000000,
  BlogVersion1795850000000,
  BlogRevisions1796000000000,
  BlogPreviews1796100000000,
  BlogSearch1796200000000,
  TwoFactorLock1796300000000,
  CategoryFormerNames1796400000000,
  Webhooks1796500000000,
  ApiTokens1796600000000,
  BlogIntegrationContributors1796700000000,
  PostLanguages1796800000000,
  CategoryIndonesianNames1796850000000,
  UserLanguage1796900000000,
];

/** SQLite in DATA_DIR by default, MySQL/MariaDB when DB_TYPE=mysql; migrations always, never synchronize. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: ['error' as const],
  };
  const db = config.database;
  if (db.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      host: db.host,
      port: db.port,
      username: db.user,
      password: db.password,
      database: db.name,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: db.file,
    // WAL lets readers run while a write commits; foreign keys are off in SQLite unless asked for.
    prepareDatabase: (database: { pragma(sql: string): unknown }) => {
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
    },
  };
}
