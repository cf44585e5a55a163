import path from 'node:path';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS } from '@skillsync/shared/constants';
import { z } from 'zod';

/** Sockets are checked again this often: a revoked session or a removed member stops receiving within seconds. */
const REALTIME_RECHECK_MS = 5000;

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('SkillSync <no-reply@skillsync.local>'),
    SUPPORT_EMAIL: z.email().default('support@skillsync.in'),
    GRIEVANCE_EMAIL: z.email().default('grievance@skillsync.in'),
    APP_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    PGLITE_MAINTENANCE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60_000),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(10_000),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
      .default('skillsync'),
    WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
    TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  })
  .refine((env) => env.TEST_CLOCK === 'false' || env.NODE_ENV === 'test', {
    path: ['TEST_CLOCK'],
    message: 'only with NODE_ENV=test',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where members write with questions: the Contact page. */
  supportEmail: string;
  /** The Grievance Officer's address: the Contact page, the footer's link and the legal texts. */
  grievanceEmail: string;
  appUrl: string;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  isProduction: boolean;
  webDist: string | undefined;
  /** Embedded database only: how often planner statistics are refreshed (PGlite has no autovacuum). */
  pgliteMaintenanceMs: number;
  /** Behind a load balancer, take the client address from X-Forwarded-For (rate limits, view counts). */
  trustProxy: boolean;
  /** Attempts per minute per address on login, register and the password reset calls. */
  rateLimitMax: number;
  /** After SIGTERM or SIGINT, how long requests and background work may finish before the process ends anyway. */
  shutdownDrainMs: number;
  /** Other origins whose pages may call the API with a Bearer token (cookies stay same-site). */
  corsOrigins: string[];
  /** A member's presence lasts this long without a heartbeat (a crashed instance's members go offline). */
  presenceTtlMs: number;
  presenceHeartbeatMs: number;
  /** How often each socket's session and team rooms are checked again (a revoked session, a removed member). */
  realtimeRecheckMs: number;
  /**
   * With Redis, every key and channel SkillSync uses starts with this (`<prefix>:presence`, `<prefix>-realtime`,
   * `<prefix>-rate-limit:`): instances with the same prefix share presence, events and rate limits; deployments or
   * test runs sharing one Redis use different prefixes to stay apart.
   */
  redisKeyPrefix: string;
  /**
   * Browser tests only (NODE_ENV=test): `PUT /api/test/clock` moves the server's clock, so a test can pass a
   * challenge's deadline. Never set in production.
   */
  testClock: boolean;
};

/** Reads the environment into a typed config, listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const empty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(empty);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    supportEmail: c.SUPPORT_EMAIL,
    grievanceEmail: c.GRIEVANCE_EMAIL,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    isProduction: c.NODE_ENV === 'production',
    webDist: c.WEB_DIST,
    trustProxy: c.TRUST_PROXY === 'true',
    pgliteMaintenanceMs: c.PGLITE_MAINTENANCE_MS,
    rateLimitMax: c.AUTH_RATE_LIMIT,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    corsOrigins: c.CORS_ORIGINS,
    presenceTtlMs: PRESENCE_TTL_MS,
    presenceHeartbeatMs: PRESENCE_HEARTBEAT_MS,
    realtimeRecheckMs: REALTIME_RECHECK_MS,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    testClock: c.TEST_CLOCK === 'true',
  };
}
