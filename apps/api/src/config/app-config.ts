import { LogLevel } from '@nestjs/common';
import type { Role } from '@csec/contracts';

/** The typed configuration every service reads; built once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { type: 'sqlite'; file: string } | { type: 'mysql'; host: string; port: number; user: string; password: string; name: string };
  jwt: { secret: string | undefined; expiresIn: string };
  superadmin: { email: string; username: string; password: string | undefined };
  /** argon2id cost of new password hashes (PASSWORD_HASH_COST): `production`, or `test` for test runs only. */
  passwordHashCost: 'production' | 'test';
  /** maxPerEmail counts one e-mail from one IP; maxPerAccount one e-mail from every IP. */
  loginThrottle: { maxPerEmail: number; maxPerIp: number; maxPerAccount: number; windowMs: number };
  /**
   * Leads (POST /api/leads): accepted submissions per client IP per hour, the webhook each new
   * lead is POSTed to (undefined: none), and the event a registration may name ('' for none).
   */
  leads: { maxPerHour: number; webhookUrl: string | undefined; currentEvent: string };
  /**
   * Webhook deliveries: whether private addresses may be reached (WEBHOOK_ALLOW_PRIVATE), the waits
   * before each retry, how often due deliveries are looked for, and how long one may take.
   */
  webhooks: { allowPrivate: boolean; retryDelaysMs: number[]; pollMs: number; timeoutMs: number };
  /** Requests one API token may make per minute (API_TOKEN_MAX_PER_MINUTE). */
  apiTokens: { maxPerMinute: number };
  /** The activity log keeps rows for this many days (ACTIVITY_KEEP_DAYS). */
  activity: { keepDays: number };
  /** Revisions kept per post (REVISIONS_KEEP) and how long a preview link works (PREVIEW_HOURS), in milliseconds. */
  editorial: { revisionsKeep: number; previewTtlMs: number };
  /** Origin (and optional base path) of the public site, no trailing slash. */
  publicUrl: string;
  publicCache: { maxBytes: number };
  html: { workTimeoutMs: number };
  ssr: { timeoutMs: number };
  /**
   * Work a stranger can make the server do because nothing is cached (searches, page renders):
   * how much runs at once, how much may wait for a turn, and how much one client may cause per minute.
   */
  uncachedWork: { concurrency: number; queue: number; maxPerMinute: number };
  trustProxy: string;
  web: {
    /** Folder holding shell/, public-site/ and admin/ builds; undefined means the workspace's own dist folders. */
    distDir: string | undefined;
    publicSiteRemoteUrl: string;
    adminRemoteUrl: string;
  };
  site: { formUrl: string; mapUrl: string; contactEmail: string; contactPhone: string; contactAddress: string; timeZone: string };
  logLevels: LogLevel[];
  logFormat: 'json' | 'pretty';
  /** How long requests in flight may take to finish after SIGTERM or SIGINT. */
  shutdownGraceMs: number;
  /** Opens GET /api/metrics to other hosts as a bearer token; undefined: loopback only. */
  metricsToken: string | undefined;
  /** The Redis every process shares (REDIS_URL, REDIS_KEY_PREFIX); undefined: none, each process on its own. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Server processes on this machine (WEB_CONCURRENCY). */
  webConcurrency: number;
  /** Where uploads are kept (STORAGE_DRIVER and S3_*). */
  storage: StorageConfig;
  /** Roles whose accounts must enrol in two-factor login before doing anything else. */
  twoFactor: { requiredRoles: Role[] };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** undefined: AWS S3 itself */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Both undefined: the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** The bucket's public address, no trailing slash; undefined: /uploads streams from the bucket. */
      publicUrl: string | undefined;
    };
