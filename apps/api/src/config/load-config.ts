import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { LogLevel } from '@nestjs/common';
import type { Role } from '@csec/contracts';
import * as path from 'node:path';
import * as os from 'node:os';
import { AppConfig, StorageConfig } from './app-config';
import { EnvSchema } from './env.schema';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/** Settings whose value a message must never show: a leaked log line must not leak them. */
const SECRET_SETTINGS = ['JWT_SECRET', 'SUPERADMIN_PASSWORD', 'DB_PASSWORD', 'METRICS_TOKEN', 'LEADS_WEBHOOK_URL', 'REDIS_URL'];

/**
 * True for the settings above and any *_SECRET, *_PASSWORD, *_TOKEN or *_KEY (LEADS_WEBHOOK_URL: its query may carry a
 * token; REDIS_URL: it may carry a password).
 */
export function isSecretSetting(name: string): boolean {
  return SECRET_SETTINGS.includes(name) || /_(SECRET|PASSWORD|TOKEN|KEY)$/.test(name);
}

/** Settings without a default value, which `new EnvSchema()` therefore does not list. */
const WITHOUT_DEFAULT = [
  'JWT_SECRET',
  'SUPERADMIN_PASSWORD',
  'WEB_DIST_DIR',
  'PUBLIC_SITE_REMOTE_URL',
  'ADMIN_REMOTE_URL',
  'PUBLIC_URL',
  'LEADS_WEBHOOK_URL',
  'METRICS_TOKEN',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
];

/**
 * Reads and validates the environment. Throws ConfigError naming each bad variable with what it
 * expects, one line each; the value as typed is shown, except for a secret's.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvSchema());
  const raw: Record<string, string> = {};
  for (const key of [...known, ...WITHOUT_DEFAULT]) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const parsed = plainToInstance(EnvSchema, raw, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { whitelist: true });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${errors.map((error) => describe(error, raw)).join('\n')}`);
  }
  const sharedReason = sharingReason(parsed);
  if (sharedReason && !parsed.JWT_SECRET) {
    // A secret generated into one DATA_DIR would be unknown to the other processes: their tokens would not work there.
    throw new ConfigError(
      `Invalid configuration:\n  - JWT_SECRET (not set): must be set when ${sharedReason}, so that every process signs and checks tokens with the same secret`,
    );
  }
  if ((parsed.S3_ACCESS_KEY_ID === undefined) !== (parsed.S3_SECRET_ACCESS_KEY === undefined)) {
    const [given, missing] =
      parsed.S3_ACCESS_KEY_ID === undefined ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'] : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const shown = isSecretSetting(given) ? '' : ` (${JSON.stringify(raw[given])})`;
    throw new ConfigError(`Invalid configuration:\n  - ${given}${shown}: is set without ${missing}: set both, or neither for the AWS SDK's own credentials`);
  }

  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    database:
      parsed.DB_TYPE === 'mysql'
        ? {
            type: 'mysql',
            host: parsed.DB_HOST,
            port: parsed.DB_PORT,
            user: parsed.DB_USER,
            password: parsed.DB_PASSWORD,
            name: parsed.DB_NAME,
          }
        : { type: 'sqlite', file: path.join(dataDir, 'csec.sqlite') },
    jwt: { secret: parsed.JWT_SECRET, expiresIn: parsed.JWT_EXPIRES_IN },
    superadmin: {
      email: parsed.SUPERADMIN_EMAIL.toLowerCase(),
      username: parsed.SUPERADMIN_USERNAME,
      password: parsed.SUPERADMIN_PASSWORD,
    },
    passwordHashCost: parsed.PASSWORD_HASH_COST,
    loginThrottle: {
      maxPerEmail: parsed.LOGIN_MAX_PER_EMAIL,
      maxPerIp: parsed.LOGIN_MAX_PER_IP,
      maxPerAccount: parsed.LOGIN_MAX_PER_ACCOUNT,
      windowMs: parsed.LOGIN_WINDOW_MINUTES * 60_000,
    },
    leads: {
      maxPerHour: parsed.LEADS_MAX_PER_HOUR,
      webhookUrl: parsed.LEADS_WEBHOOK_URL,
      currentEvent: parsed.CURRENT_EVENT,
    },
    webhooks: {
      allowPrivate: parsed.WEBHOOK_ALLOW_PRIVATE === 'true',
      retryDelaysMs: parsed.WEBHOOK_RETRY_DELAYS_MS,
      pollMs: parsed.WEBHOOK_POLL_MS,
      timeoutMs: parsed.WEBHOOK_TIMEOUT_MS,
    },
    apiTokens: { maxPerMinute: parsed.API_TOKEN_MAX_PER_MINUTE },
    activity: { keepDays: parsed.ACTIVITY_KEEP_DAYS },
    editorial: { revisionsKeep: parsed.REVISIONS_KEEP, previewTtlMs: parsed.PREVIEW_HOURS * 3_600_000 },
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    publicCache: { maxBytes: parsed.PUBLIC_CACHE_MAX_MB * 1024 * 1024 },
    html: { workTimeoutMs: parsed.HTML_WORK_TIMEOUT_MS },
    ssr: { timeoutMs: parsed.SSR_TIMEOUT_MS },
    uncachedWork: {
      concurrency: parsed.RENDER_CONCURRENCY ?? os.availableParallelism(),
      queue: parsed.RENDER_QUEUE,
      maxPerMinute: parsed.RENDER_MAX_PER_MINUTE,
    },
    trustProxy: parsed.TRUST_PROXY,
    web: {
      distDir: parsed.WEB_DIST_DIR ? path.resolve(parsed.WEB_DIST_DIR) : undefined,
      publicSiteRemoteUrl: parsed.PUBLIC_SITE_REMOTE_URL ?? '/remotes/public-site/mf-manifest.json',
      adminRemoteUrl: parsed.ADMIN_REMOTE_URL ?? '/remotes/admin/mf-manifest.json',
    },
    site: {
      formUrl: parsed.FORM_URL,
      mapUrl: parsed.MAP_URL,
      contactEmail: parsed.CONTACT_EMAIL,
      contactPhone: parsed.CONTACT_PHONE,
      contactAddress: parsed.CONTACT_ADDRESS,
      timeZone: parsed.SITE_TIMEZONE,
    },
    logLevels: LEVELS.slice(0, LEVELS.indexOf(parsed.LOG_LEVEL) + 1),
    logFormat: parsed.LOG_FORMAT,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: parsed.METRICS_TOKEN,
    twoFactor: { requiredRoles: parsed.REQUIRE_2FA_ROLES as Role[] },
    redis: parsed.REDIS_URL ? { url: parsed.REDIS_URL, keyPrefix: parsed.REDIS_KEY_PREFIX } : undefined,
    webConcurrency: parsed.WEB_CONCURRENCY,
    storage: storageOf(parsed),
  };
}

/** Why more than one process may serve this site (so they must share what one process could keep), or undefined. */
function sharingReason(parsed: EnvSchema): string | undefined {
  if (parsed.REDIS_URL) return 'REDIS_URL is set';
  if (parsed.STORAGE_DRIVER === 's3') return 'STORAGE_DRIVER is s3';
  if (parsed.WEB_CONCURRENCY > 1) return 'WEB_CONCURRENCY is above 1';
  return undefined;
}

function storageOf(parsed: EnvSchema): StorageConfig {
  if (parsed.STORAGE_DRIVER === 'local') return { driver: 'local' };
  return {
    driver: 's3',
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION,
    bucket: parsed.S3_BUCKET as string,
    credentials:
      parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: parsed.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function describe(error: ValidationError, raw: Record<string, string>): string {
  const name = error.property;
  // class-validator's own messages start with the setting's name, which the line already gives.
  const reasons = Object.values(error.constraints ?? {}).map((reason) => reason.replace(new RegExp(`^${name}\\s+`), ''));
  const typed = raw[name];
  const shown = isSecretSetting(name) ? '' : typed === undefined ? ' (not set)' : ` (${JSON.stringify(typed)})`;
  return `  - ${name}${shown}: ${reasons.join('; ')}`;
}
