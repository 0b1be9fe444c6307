import path from 'node:path';
import { FAWRY_PAYMENT_HOURS, INSTAPAY_PAYMENT_HOURS } from '@coffee/contracts/checkout';
import { REVIEW_REQUEST_DELAY_DAYS } from '@coffee/contracts/reviews';
import { z } from 'zod';
import {
  type BostaConfig,
  type FawryConfig,
  loadGateways,
  type OpayConfig,
  type PaytabsConfig,
} from './config-gateways.js';
import { loadSms, type SmsConfig } from './config-sms.js';
import {
  defaultLoginDelays,
  defaultOrderLimits,
  defaultRateLimits,
  type LoginDelays,
  type OrderLimits,
  type RateLimits,
  scaleLoginDelays,
  scaleOrderLimits,
  scaleRateLimits,
} from './lib/rate-limits.js';
import type { StorageConfig } from './lib/storage.js';

/** Signs access tokens outside production only; production refuses to start without its own secret. */
export const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret--set-JWT_SECRET-in-production';

/** Every setting the API reads, checked once at start-up so a typo fails loudly instead of later. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z.url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the embedded database and generated media live. */
  DATA_DIR: z.string().default('.data'),
  /**
   * Where uploads live: `folder` (DATA_DIR/media and DATA_DIR/private: one machine, or a volume every API process
   * shares) or `s3`, a bucket behind the S3 API (AWS S3, Cloudflare R2, MinIO), which needs the S3_* below.
   */
  STORAGE: z.enum(['folder', 's3']).default('folder'),
  S3_BUCKET: z.string().min(3).optional(),
  /** The S3 API's endpoint, e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000; unset = AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** AWS: the bucket's region; R2: auto; MinIO: any (us-east-1). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket in the path (http://host/bucket/key), as MinIO needs; false = virtual-hosted style. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Public base URL of media; empty = same-origin paths (`/media/…`), which the storefront proxies. */
  MEDIA_BASE_URL: z.string().default(''),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  /** Load the demo catalog into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** HS256 key of access tokens and pepper of OTP hashes; required in production (32+ characters). */
  JWT_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port sends mail; unset = the console transport logs messages. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Bunn <no-reply@bunn.local>'),
  /** Where contact-form messages and partner applications are mailed for the team. */
  SUPPORT_EMAIL: z.email().default('support@bunn.local'),
  /** How often the outbox is drained, in ms (once across processes); 0 = never (e.g. tests drain by hand). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  /** Days after delivery before the email asking the shopper to review what they received. */
  REVIEW_REQUEST_DELAY_DAYS: z.coerce.number().int().min(0).max(60).default(REVIEW_REQUEST_DELAY_DAYS),
  /** Run the background jobs (reservation sweep, refunds, outbox) in this process; on PostgreSQL through pg-boss. */
  JOBS: z.enum(['true', 'false']).default('true'),
  /** On SIGTERM: how long in-flight requests and running jobs may take to finish before the process gives up. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Bearer token that opens /metrics from anywhere; unset = only from METRICS_ALLOW. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Addresses or CIDRs that may read /metrics without the token; default: loopback outside production, none in it. */
  METRICS_ALLOW: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (Fastify `trustProxy`): addresses, CIDRs or names like `loopback`,
   * comma-separated, or true/false. The storefront's server forwards for shoppers, so per-IP limits need it.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** Caches of catalog answers (lists, facets, suggestions, product pages); off = compute every request. */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  /** Prefix of cache keys in Redis; the database's name follows it, so test databases never meet. */
  CACHE_PREFIX: z.string().default('coffee:cache:'),
  /** Memory a process's own cache may take (used without Redis), in MB. */
  CACHE_MEMORY_MB: z.coerce.number().int().min(1).default(64),
  /** Prefix of rate-limit keys in Redis, so several deployments (or test runs) can share one server. */
  RATE_LIMIT_PREFIX: z.string().default('coffee:rl:'),
  /** Serve the API's documentation at /docs; default: everywhere but production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Multiplies every rate limit's maximum (e.g. 100 for load tests); 1 in real use. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** The storefront's public origin: where gateways send the shopper's browser back. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Where the gateways reach this API for server-to-server callbacks; default: this API on 127.0.0.1. */
  API_PUBLIC_URL: z.url().optional(),
  /**
   * Send gateways without keys to the payment simulator: default true outside production, false in it, where
   * it is a trial's explicit choice; without it production refuses to start lacking a gateway's keys.
   */
  PAYMENT_SIMULATOR: z.enum(['true', 'false']).optional(),
  /** Where the local payment simulator listens; the base URL of gateways it stands in for. */
  PAYMENT_SIMULATOR_URL: z.url().default('http://127.0.0.1:4010'),
  PAYTABS_PROFILE_ID: z.string().optional(),
  PAYTABS_SERVER_KEY: z.string().optional(),
  /** e.g. https://secure-egypt.paytabs.com */
  PAYTABS_BASE_URL: z.url().optional(),
  OPAY_MERCHANT_ID: z.string().optional(),
  OPAY_PUBLIC_KEY: z.string().optional(),
  OPAY_SECRET_KEY: z.string().optional(),
  /** e.g. https://api.opaycheckout.com (sandbox: https://sandboxapi.opaycheckout.com) */
  OPAY_BASE_URL: z.url().optional(),
  /** The courier orders ship with: bosta (default; its keys or the simulator) or none (staff move orders by hand). */
  COURIER: z.enum(['bosta', 'none']).optional(),
  /** Bosta's business API key (Settings → API Integration in Bosta's dashboard). */
  BOSTA_API_KEY: z.string().optional(),
  /** e.g. https://app.bosta.co (staging: https://stg-app.bosta.co) */
  BOSTA_BASE_URL: z.url().optional(),
  /** Pay at Fawry: on (default; its keys or the simulator) or off (the method is not offered). */
  FAWRY: z.enum(['on', 'off']).optional(),
  /** FawryPay's merchant code and secure key (from FawryPay's merchant onboarding). */
  FAWRY_MERCHANT_CODE: z.string().optional(),
  FAWRY_SECURE_KEY: z.string().optional(),
  /** e.g. https://www.atfawry.com (staging: https://atfawry.fawrystaging.com) */
  FAWRY_BASE_URL: z.url().optional(),
  /** How long a Fawry reference code can be paid, the order's stock held meanwhile (hours, 1 to 168). */
  FAWRY_PAYMENT_HOURS: z.coerce.number().int().min(1).max(168).default(FAWRY_PAYMENT_HOURS),
  /** How long an InstaPay order waits for its transfer to be confirmed, its stock held (hours, 1 to 168). */
  INSTAPAY_PAYMENT_HOURS: z.coerce.number().int().min(1).max(168).default(INSTAPAY_PAYMENT_HOURS),
  /** How often open shipments are asked about at the courier, in ms (webhooks' fallback); 0 = never. */
  COURIER_POLL_MS: z.coerce.number().int().min(0).default(300_000),
  /** How often bookings of canceled orders are called off at the courier (and retried), in ms; 0 = never. */
  COURIER_CANCEL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Texts (codes, delivery news) through Twilio (its keys, or the simulator), or none: email only. */
  SMS: z.enum(['twilio', 'none']).optional(),
  /** Twilio's Account SID (AC…) and Auth Token, from the Twilio Console. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sender: an E.164 number, an alphanumeric sender ID, or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** e.g. https://api.twilio.com */
  TWILIO_BASE_URL: z.url().optional(),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dataDir: string;
  mediaDir: string;
  /** Uploaded documents nobody outside the team may see (partner contracts, tax cards); never served. */
  privateDir: string;
  /** Where uploads live: the folders above (default) or an S3-API bucket (lib/storage.ts). */
  storage: StorageConfig;
  mediaBaseUrl: string;
  redisUrl: string | undefined;
  logLevel: string;
  corsOrigins: string[];
  seedDemo: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  outboxIntervalMs: number;
  jobs: boolean;
  shutdownTimeoutMs: number;
  metricsToken: string | undefined;
  metricsAllow: string[];
  trustProxy: boolean | string;
  rateLimitPrefix: string;
  catalogCache: boolean;
  cachePrefix: string;
  cacheMemoryBytes: number;
  apiDocs: boolean;
  rateLimits: RateLimits;
  loginDelays: LoginDelays;
  orderLimits: OrderLimits;
  siteUrl: string;
  reviewRequestDelayDays: number;
  apiPublicUrl: string;
  paytabs: PaytabsConfig;
  opay: OpayConfig;
  bosta: BostaConfig | null;
  fawry: FawryConfig | null;
  /** Hours an InstaPay order waits for staff to confirm its transfer (the address itself is a store setting). */
  instapayPaymentHours: number;
  courierPollMs: number;
  courierCancelMs: number;
  /** The SMS provider; null with SMS=none. */
  sms: SmsConfig | null;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || env.JWT_SECRET === DEV_JWT_SECRET)) {
    throw new Error('Invalid environment:\n  JWT_SECRET: required in production (32+ random characters)');
  }
  const problems: string[] = [];
  const sms = loadSms(env, problems);
  const dataDir = path.resolve(env.DATA_DIR);
  const storage = loadStorage(env, dataDir, problems);
  // Names every problem found so far and the gateways' own, then refuses.
  const gateways = loadGateways(env, problems);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.API_PORT,
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    privateDir: path.join(dataDir, 'private'),
    storage,
    mediaBaseUrl: env.MEDIA_BASE_URL.replace(/\/$/, ''),
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedDemo: env.SEED_DEMO === 'true',
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    jobs: env.JOBS === 'true',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    metricsAllow: (env.METRICS_ALLOW ?? (env.NODE_ENV === 'production' ? '' : '127.0.0.1,::1'))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX,
    catalogCache: env.CATALOG_CACHE === 'on',
    cachePrefix: env.CACHE_PREFIX,
    cacheMemoryBytes: env.CACHE_MEMORY_MB * 1024 * 1024,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    rateLimits: scaleRateLimits(defaultRateLimits, env.RATE_LIMIT_FACTOR),
    loginDelays: scaleLoginDelays(defaultLoginDelays, env.RATE_LIMIT_FACTOR),
    orderLimits: scaleOrderLimits(defaultOrderLimits, env.RATE_LIMIT_FACTOR),
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    reviewRequestDelayDays: env.REVIEW_REQUEST_DELAY_DAYS,
    apiPublicUrl: (env.API_PUBLIC_URL ?? `http://127.0.0.1:${env.API_PORT}`).replace(/\/$/, ''),
    instapayPaymentHours: env.INSTAPAY_PAYMENT_HOURS,
    courierPollMs: env.COURIER_POLL_MS,
    courierCancelMs: env.COURIER_CANCEL_MS,
    ...gateways,
    sms,
  };
}

const StorageEnv = Env.pick({
  NODE_ENV: true,
  DATA_DIR: true,
  STORAGE: true,
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
});

/**
 * STORAGE=s3 needs its bucket and both keys, in every environment: without them the API names what is missing
 * and refuses to start, rather than keeping uploads on one machine's disk while the operator thinks otherwise.
 */
function loadStorage(env: z.infer<typeof StorageEnv>, dataDir: string, problems: string[]): StorageConfig {
  const s3Settings = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (env.STORAGE === 'folder') {
    const stray = s3Settings.filter((name) => env[name] !== undefined);
    if (stray.length > 0 && env.NODE_ENV === 'production')
      problems.push(
        `STORAGE: is folder (the default) while ${stray.join(', ')} are set: set STORAGE=s3 to use them`,
      );
    return { kind: 'folder', dataDir };
  }
  const lacking = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !env[name],
  );
  if (lacking.length > 0) {
    problems.push(`${lacking.join(', ')}: required with STORAGE=s3`);
    return { kind: 'folder', dataDir };
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Only where the uploads live, from an environment (the backup command's need: loadConfig would also ask a
 * production machine for gateway keys a backup has no use for). Refuses as loadConfig does.
 */
export function loadStorageConfig(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  const parsed = StorageEnv.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const storage = parsed.success
    ? loadStorage(parsed.data, path.resolve(parsed.data.DATA_DIR), problems)
    : null;
  if (!storage || problems.length > 0) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return storage;
}
