import path from 'node:path';
import { z } from 'zod';

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
  /** Public base URL of media; empty = same-origin paths (`/media/…`), which the storefront proxies. */
  MEDIA_BASE_URL: z.string().default(''),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  /** Load the demo catalog into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dataDir: string;
  mediaDir: string;
  mediaBaseUrl: string;
  redisUrl: string | undefined;
  logLevel: string;
  corsOrigins: string[];
  seedDemo: boolean;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.API_PORT,
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaBaseUrl: env.MEDIA_BASE_URL.replace(/\/$/, ''),
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedDemo: env.SEED_DEMO === 'true',
  };
}
