import path from 'node:path';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS } from '@skillsync/shared/constants';
import { z } from 'zod';
import { readPushService } from './lib/push-services.ts';

/** Sockets are checked again this often: a revoked session or a removed member stops receiving within seconds. */
const REALTIME_RECHECK_MS = 5000;
const PRESENCE_GRACE_MS = 3000;

/**
 * The push services browsers subscribe through (Chrome and Edge, Firefox, Safari, Windows). A subscription's endpoint
 * is a URL the server will POST to, so only these are accepted: a member cannot point the server at anything else.
 */
const KNOWN_PUSH_SERVICES =
  'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';

/**
 * An origin in its standard form (lowercase, no default port, no path), optionally `*.` before a domain of at least
 * two labels: anything else could never match an endpoint, and would fail silently.
 */
function isPushServiceOrigin(entry: string) {
  const service = readPushService(entry);
  if ('domain' in service && !service.domain.includes('.')) return false;
  return URL.parse(service.origin)?.origin === service.origin;
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);

/** A provider's address: https, or http on this machine only (the tests' stand-ins). */
const providerUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopbackHost(url.hostname);
  }, 'https, or http on 127.0.0.1, ::1 or localhost only')
  .transform((value) => value.replace(/\/$/, ''));

/** Whether a host name is this machine: the only place a provider may be reached over plain http. */
export const isLoopbackHost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);

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
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(100).default('Grievance Officer, SkillSync'),
    GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(1).max(500).default('SkillSync, India'),
    MODERATOR_EMAILS: z
      .string()
      .default('')
      .transform((value) => commaList(value).map((email) => email.toLowerCase()))
      .pipe(z.array(z.email())),
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
      .transform(commaList)
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    PUSH_SERVICES: z
      .string()
      .default(KNOWN_PUSH_SERVICES)
      .transform(commaList)
      .pipe(
        z.array(
          z.string().refine(isPushServiceOrigin, 'origins as a browser writes them, such as https://*.example.com'),
        ),
      ),
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(10_000),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
      .default('skillsync'),
    WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
    TEST_CLOCK: z.enum(['true', 'false']).default('false'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: providerUrl.default('https://accounts.google.com'),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_URL: providerUrl.default('https://github.com'),
    GITHUB_API_URL: providerUrl.default('https://api.github.com'),
  })
  .refine((env) => env.TEST_CLOCK === 'false' || env.NODE_ENV === 'test', {
    path: ['TEST_CLOCK'],
    message: 'only with NODE_ENV=test',
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
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
  /** The Grievance Officer's name and postal address (IT Rules 2021, rule 3(2)): the /grievance page and its e-mails. */
  grievanceOfficer: { name: string; address: string };
  /** Accounts made moderators at start and when they register (`npm run moderator` grants and revokes too). */
  moderatorEmails: string[];
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
  /** Origins a push subscription's endpoint may have (`https://*.example.com` takes any subdomain). */
  pushServices: string[];
  /** The VAPID key pair pushes are signed with; when absent, one is created on first start and stored. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** A member's presence lasts this long without a heartbeat (a crashed instance's members go offline). */
  presenceTtlMs: number;
  presenceHeartbeatMs: number;
  /** How long a member whose last socket closed may take to come back (a reload, a reconnect) before they are shown offline. */
  presenceGraceMs: number;
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
  /** Sign-in providers: each one is on only when its client id and secret are both set. */
  providers: ProvidersConfig;
};

export type ProvidersConfig = {
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  github: { clientId: string; clientSecret: string; url: string; apiUrl: string } | undefined;
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
    grievanceOfficer: { name: c.GRIEVANCE_OFFICER_NAME, address: c.GRIEVANCE_OFFICER_ADDRESS },
    moderatorEmails: c.MODERATOR_EMAILS,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    isProduction: c.NODE_ENV === 'production',
    webDist: c.WEB_DIST,
    trustProxy: c.TRUST_PROXY === 'true',
    pgliteMaintenanceMs: c.PGLITE_MAINTENANCE_MS,
    rateLimitMax: c.AUTH_RATE_LIMIT,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    corsOrigins: c.CORS_ORIGINS,
    pushServices: c.PUSH_SERVICES,
    vapidKeys:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : undefined,
    presenceTtlMs: PRESENCE_TTL_MS,
    presenceHeartbeatMs: PRESENCE_HEARTBEAT_MS,
    presenceGraceMs: PRESENCE_GRACE_MS,
    realtimeRecheckMs: REALTIME_RECHECK_MS,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    testClock: c.TEST_CLOCK === 'true',
    providers: {
      google:
        c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
          ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, issuer: c.GOOGLE_ISSUER }
          : undefined,
      github:
        c.GITHUB_CLIENT_ID && c.GITHUB_CLIENT_SECRET
          ? {
              clientId: c.GITHUB_CLIENT_ID,
              clientSecret: c.GITHUB_CLIENT_SECRET,
              url: c.GITHUB_URL,
              apiUrl: c.GITHUB_API_URL,
            }
          : undefined,
    },
  };
}
