import * as os from 'node:os';
import { Transform } from 'class-transformer';
import {
  ACTIVITY_KEEP_DAYS_DEFAULT,
  LEAD_LIMITS,
  PASSWORD_MAX,
  PREVIEW_HOURS_DEFAULT,
  PUBLIC_TEXTS,
  REGISTRATION_FORM_PATH,
  REVISIONS_KEEP_DEFAULT,
  ROLES,
} from '@csec/contracts';
import { IsNotCommonPassword } from '../users/dto/password-field';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimmedOrUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * A whole number from `min` to `max`, read from its digits alone: 'abc', '80x', '1e3' or '0x50'
 * stay as typed and fail with one plain reason instead of turning into NaN.
 */
function WholeNumber(min: number, max?: number): PropertyDecorator {
  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  const upper = max ?? Number.MAX_SAFE_INTEGER;
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value))(target, key);
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value: unknown) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= upper,
        defaultMessage: () => `must be a whole number ${range}`,
      },
    })(target, key);
  };
}

/** For secrets: says how long the value is, never what it is. */
const atLeastCharacters =
  (min: number) =>
  ({ value }: ValidationArguments) =>
    `must be at least ${min} characters (it has ${typeof value === 'string' ? value.length : 0})`;

/** An IANA time zone name this Node.js knows ('Asia/Jakarta', 'UTC'). */
@ValidatorConstraint({ name: 'isTimeZone' })
class IsTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || value === '') return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }

  defaultMessage(): string {
    return 'SITE_TIMEZONE must be an IANA time zone such as Asia/Jakarta';
  }
}

/**
 * Every environment variable the server reads, with its default. Validated once at
 * start-up; a bad value stops the process with a message naming the variable and what it
 * expects (never the value of a secret: see isSecretSetting in load-config.ts).
 */
export class EnvSchema {
  @WholeNumber(1, 65535)
  PORT = 3000;

  @IsString()
  @Transform(trimmed)
  HOST = '0.0.0.0';

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @IsIn(['sqlite', 'mysql'])
  DB_TYPE: 'sqlite' | 'mysql' = 'sqlite';

  @ValidateIf((env: EnvSchema) => env.DB_TYPE === 'mysql')
  @IsString()
  @MinLength(1)
  DB_HOST = '127.0.0.1';

  @WholeNumber(1, 65535)
  DB_PORT = 3306;

  @ValidateIf((env: EnvSchema) => env.DB_TYPE === 'mysql')
  @IsString()
  @MinLength(1)
  DB_USER = 'root';

  @IsString()
  DB_PASSWORD = '';

  @ValidateIf((env: EnvSchema) => env.DB_TYPE === 'mysql')
  @Matches(/^[A-Za-z0-9_$]{1,64}$/, { message: 'must be 1 to 64 letters, digits, _ or $' })
  DB_NAME = 'csec';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(32, { message: atLeastCharacters(32) })
  JWT_SECRET?: string;

  @Matches(/^\d+[smhd]?$/, { message: 'JWT_EXPIRES_IN must look like 8h, 30m, 7d or a number of seconds' })
  JWT_EXPIRES_IN = '8h';

  @IsEmail({}, { message: 'SUPERADMIN_EMAIL must be an e-mail address' })
  @Transform(trimmed)
  SUPERADMIN_EMAIL = 'superadmin@csec.local';

  @Matches(/^.{3,24}$/, { message: 'SUPERADMIN_USERNAME must be 3 to 24 characters' })
  SUPERADMIN_USERNAME = 'superadmin';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(8, { message: atLeastCharacters(8) })
  // Longer than the login accepts would make an account nobody can log in to.
  @MaxLength(PASSWORD_MAX, { message: `must be at most ${PASSWORD_MAX} characters` })
  @IsNotCommonPassword({ message: 'is one of the 10,000 most common passwords: choose a less predictable one' })
  SUPERADMIN_PASSWORD?: string;

  /**
   * The cost of password hashes: `production` (argon2id at m=64 MiB, t=3, p=4: ARGON2_OPTIONS in
   * users/password.service.ts) or `test` (argon2id at m=1 MiB, t=1, p=1), which only test runs set
   * because they hash and verify hundreds of passwords. A hash keeps the parameters it was made with.
   */
  @IsIn(['production', 'test'], { message: 'PASSWORD_HASH_COST must be production or test' })
  PASSWORD_HASH_COST: 'production' | 'test' = 'production';

  @WholeNumber(1)
  LOGIN_MAX_PER_EMAIL = 5;

  @WholeNumber(1)
  LOGIN_MAX_PER_IP = 20;

  /** Failures for one e-mail across every IP before it is throttled: high, so strangers cannot lock an account out. */
  @WholeNumber(1)
  LOGIN_MAX_PER_ACCOUNT = 100;

  @WholeNumber(1)
  LOGIN_WINDOW_MINUTES = 15;

  /** Leads (registration and contact forms) accepted from one client IP per hour before 429. */
  @WholeNumber(1, 100_000)
  LEADS_MAX_PER_HOUR = 10;

  /** Where each new lead is POSTed as JSON; unset or empty: no webhook. */
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'LEADS_WEBHOOK_URL must be an http(s) address such as https://hooks.example.com/leads' },
  )
  LEADS_WEBHOOK_URL?: string;

  /** The event a registration may name as its interest (besides the products); empty: none. */
  @Transform(trimmed)
  @IsString()
  @MaxLength(LEAD_LIMITS.interestMax, { message: `CURRENT_EVENT must be at most ${LEAD_LIMITS.interestMax} characters long` })
  CURRENT_EVENT: string = PUBLIC_TEXTS.eventTitle;

  /** Days the activity log keeps its rows; older ones are removed at start-up and then daily. */
  @WholeNumber(1, 36_500)
  ACTIVITY_KEEP_DAYS = ACTIVITY_KEEP_DAYS_DEFAULT;

  /** Revisions kept per post; saving one more drops the oldest. */
  @WholeNumber(1, 1000)
  REVISIONS_KEEP = REVISIONS_KEEP_DEFAULT;

  /** Hours a shareable preview link of a post works after it is made. */
  @WholeNumber(1, 8760)
  PREVIEW_HOURS = PREVIEW_HOURS_DEFAULT;

  /** The site's public address, for absolute URLs in feeds, the sitemap and page heads; never taken from request headers. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { message: 'PUBLIC_URL must be an http(s) address such as https://www.csec.co.id' })
  PUBLIC_URL?: string;

  /** Bytes of serialised public answers kept in memory, in megabytes. */
  @WholeNumber(1, 4096)
  PUBLIC_CACHE_MAX_MB = 64;

  /** Time budget of one public page's server render; past it the page is served client-rendered. */
  @WholeNumber(50, 60_000)
  SSR_TIMEOUT_MS = 1000;

  /**
   * Uncached searches and page renders one process runs at once; unset: one per core. Cached
   * answers never wait for them.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @WholeNumber(1, 256)
  RENDER_CONCURRENCY?: number;

  /** How many more may wait for a turn; past that, 503 with Retry-After. */
  @WholeNumber(0, 10_000)
  RENDER_QUEUE = 8;

  /** Uncached searches and page renders one client (an IPv4 address or an IPv6 /64) may cause in a minute; past that, 429. */
  @WholeNumber(1, 100_000)
  RENDER_MAX_PER_MINUTE = 60;

  /** Time budget of one post's HTML work (sanitising, excerpt) in a worker, in milliseconds. */
  @WholeNumber(100, 60_000)
  HTML_WORK_TIMEOUT_MS = 2000;

  /** Express "trust proxy": set when running behind a load balancer so the client IP is read right. */
  @IsString()
  TRUST_PROXY = 'loopback';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  WEB_DIST_DIR?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  PUBLIC_SITE_REMOTE_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  ADMIN_REMOTE_URL?: string;

  /** The form embedded on /form: the product's own registration form unless an external form's address is given. */
  @IsString()
  FORM_URL: string = REGISTRATION_FORM_PATH;

  @IsString()
  MAP_URL = 'https://www.openstreetmap.org/export/embed.html?bbox=106.8120%2C-6.2200%2C106.8320%2C-6.2000&layer=mapnik&marker=-6.2100%2C106.8220';

  @IsEmail({}, { message: 'CONTACT_EMAIL must be an e-mail address' })
  CONTACT_EMAIL = 'admin@csec.co.id';

  @IsString()
  CONTACT_PHONE = '+62 21 5081 1234';

  @IsString()
  CONTACT_ADDRESS = 'Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190, Indonesia';

  /** IANA time zone the public site shows dates in, on the server and in every browser alike (a server-rendered date must hydrate as it was rendered). */
  @Validate(IsTimeZone)
  SITE_TIMEZONE = 'Asia/Jakarta';

  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';

  /** `json`: one JSON object a line (production); `pretty`: coloured lines for a developer's terminal. */
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before the process exits anyway. */
  @WholeNumber(0, 600)
  SHUTDOWN_GRACE_SECONDS = 10;

  /** Bearer token that opens GET /api/metrics to other hosts; unset: loopback only. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(16, { message: atLeastCharacters(16) })
  METRICS_TOKEN?: string;

  /**
   * Redis shared by every process (redis://[user:password@]host:port[/db] or rediss://); unset: each
   * process keeps its caches, limits and session checks to itself, as one process needs.
   */
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// address such as redis://127.0.0.1:6379/0' })
  REDIS_URL?: string;

  /** Put before every key and channel this site uses in Redis, so several sites (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits, :, _, . or -' })
  REDIS_KEY_PREFIX = 'csec:';

  /**
   * Server processes on this machine, all on PORT: a whole number, or `auto` for one per core.
   * Above 1, a primary process starts and restarts the workers.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim().toLowerCase() === 'auto' ? os.availableParallelism() : value))
  @WholeNumber(1, 256)
  WEB_CONCURRENCY = 1;

  /** Where uploads are kept: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket, S3_* below). */
  @IsIn(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** The S3-compatible server's address (MinIO, SeaweedFS, Garage, R2...); unset: AWS S3 itself. */
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:8333' },
  )
  S3_ENDPOINT?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  @ValidateIf((env: EnvSchema) => env.STORAGE_DRIVER === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, . or -' })
  S3_BUCKET?: string;

  /** Unset with S3_SECRET_ACCESS_KEY: the AWS SDK's own chain (environment, profile, instance role). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** `true` for servers that want http://host/bucket/key rather than http://bucket.host/key (most self-hosted ones). */
  @IsIn(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'false';

  /** A public address of the bucket (a CDN or a public bucket): /uploads/<name> then redirects there instead of streaming. */
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @Matches(/^https?:\/\/[^\s?#]+$/, { message: 'S3_PUBLIC_URL must be an http(s) address such as https://cdn.example.com/uploads' })
  S3_PUBLIC_URL?: string;

  /** Roles that must turn on two-factor login before doing anything else, comma-separated (`superadmin,admin`); empty: none. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean)
      : value,
  )
  @IsIn(ROLES, { each: true, message: `REQUIRE_2FA_ROLES must list roles from: ${ROLES.join(', ')}` })
  REQUIRE_2FA_ROLES: string[] = [];

  /** `true` lets webhooks reach loopback, private and link-local addresses (a receiver on the same network; tests). */
  @IsIn(['true', 'false'], { message: 'WEBHOOK_ALLOW_PRIVATE must be true or false' })
  WEBHOOK_ALLOW_PRIVATE: 'true' | 'false' = 'false';

  /**
   * Waits before each retry of a failed webhook delivery, in milliseconds, comma-separated: the
   * default's four retries make five attempts over about an hour (1, 5, 15 and 40 minutes).
   */
  @Transform(({ value }: { value: unknown }) =>
    // Empty: no retry, one attempt only.
    typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((delay) => (/^\s*\d+\s*$/.test(delay) ? Number(delay) : delay))) : value,
  )
  @ValidateBy({
    name: 'retryDelays',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.length <= 20 && value.every((delay) => Number.isSafeInteger(delay) && delay >= 0),
      defaultMessage: () => 'WEBHOOK_RETRY_DELAYS_MS must list at most 20 waits in milliseconds, such as 60000,300000,900000,2400000',
    },
  })
  WEBHOOK_RETRY_DELAYS_MS: number[] = [60_000, 300_000, 900_000, 2_400_000];

  /** How often each process looks for webhook deliveries that are due (a new one is sent at once by the process that made it). */
  @WholeNumber(50, 60_000)
  WEBHOOK_POLL_MS = 1000;

  /** How long one delivery may take, from connecting to the end of the answer. */
  @WholeNumber(100, 60_000)
  WEBHOOK_TIMEOUT_MS = 5000;

  /** Requests one API token may make per minute before 429 (each token counts on its own, across processes with Redis). */
  @WholeNumber(1, 1_000_000)
  API_TOKEN_MAX_PER_MINUTE = 600;
}
