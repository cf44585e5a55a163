import type { Agent } from 'node:https';
import type { PGlite } from '@electric-sql/pglite';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadSecret } from './db/secrets.ts';
import { runAfterCommit } from './lib/after-commit.ts';
import { createBackground } from './lib/background.ts';
import { answerClientError } from './lib/client-error.ts';
import type { AppContext, Clock } from './lib/context.ts';
import { handleError } from './lib/error-handler.ts';
import { createImageWork } from './lib/image-work.ts';
import { createKeptAnswers } from './lib/kept-answers.ts';
import { describeError, type LogStream, loggerOptions } from './lib/logging.ts';
import { createMailer } from './lib/mailer.ts';
import { memoryPostingLog, redisPostingLog } from './lib/posting-log.ts';
import { createPusher, generateVapidKeys } from './lib/pusher.ts';
import { rateLimitKey } from './lib/rate-limit-key.ts';
import { createRealtimeHub } from './lib/realtime-hub.ts';
import { closeRedis } from './lib/redis.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { accountRoutes } from './modules/account/index.ts';
import { authPlugin, authRoutes, emailRoutes, passkeysRoutes, providersRoutes } from './modules/auth/index.ts';
import { blocksRoutes } from './modules/blocks/index.ts';
import { certificatesRoutes, challengesRoutes, remindDeadlines } from './modules/challenges/index.ts';
import { chatRoutes, conversationsRoutes } from './modules/chat/index.ts';
import { collaborationsRoutes } from './modules/collaborations/collaborations.routes.ts';
import { followsRoutes, sendDueDigests } from './modules/follows/index.ts';
import { grievanceRoutes } from './modules/grievance/index.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { appealRoutes, moderationRoutes } from './modules/moderation/index.ts';
import { deliverNotifications, notificationsRoutes } from './modules/notifications/index.ts';
import { problemRequestsRoutes, problemsRoutes } from './modules/problems/index.ts';
import { profilesRoutes } from './modules/profiles/index.ts';
import { projectsRoutes } from './modules/projects/index.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { setRoleByEmail } from './modules/users/index.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { backgroundJobsPlugin } from './plugins/background-jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityPlugin } from './plugins/security.ts';
import { createMovableClock, testClockRoutes } from './plugins/test-clock.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { realtimePlugin } from './realtime/socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for in-process tools such as tests and benchmarks. */
    ctx: AppContext;
  }
}

/** Every module's routes, and where under /api they are mounted. */
const API_ROUTES: [(app: FastifyInstance, options: { ctx: AppContext }) => Promise<void>, string][] = [
  [authRoutes, '/api/auth'],
  [passkeysRoutes, '/api/auth'],
  [emailRoutes, '/api/auth'],
  [providersRoutes, '/api/auth'],
  [problemsRoutes, '/api/problems'],
  [projectsRoutes, '/api/projects'],
  [challengesRoutes, '/api/challenges'],
  [certificatesRoutes, '/api'],
  [problemRequestsRoutes, '/api'],
  [collaborationsRoutes, '/api'],
  [chatRoutes, '/api'],
  [conversationsRoutes, '/api'],
  [statsRoutes, '/api'],
  [siteRoutes, '/api'],
  [accountRoutes, '/api'],
  [profilesRoutes, '/api'],
  [searchRoutes, '/api'],
  [matchingRoutes, '/api/matching'],
  [notificationsRoutes, '/api/notifications'],
  [followsRoutes, '/api'],
  [moderationRoutes, '/api'],
  [blocksRoutes, '/api'],
  [grievanceRoutes, '/api'],
  [appealRoutes, '/api'],
];

/**
 * Whether a write to this address changes what kept answers show (pages, searches): problems, projects,
 * challenges, teams and profiles. A team's chat changes none.
 */
const changesKeptAnswers = (url: string) =>
  /^\/api\/(problems|projects|challenges|collaborations|users|moderation|appeals|blocks)\b/.test(url) &&
  !/\/messages\b/.test(url);

export type BuildOptions = {
  /** An already-open PGlite (tests hand in a fresh copy of a migrated template). */
  pglite?: PGlite;
  clock?: Clock;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: LogStream;
  /** How pushes reach their push service (tests trust their local push service's certificate with it). */
  pushAgent?: Agent;
};

/** Opens what the services need from the outside world: the database, Redis, the mailer, the clock. */
async function createContext(
  config: Config,
  options: BuildOptions,
  log: AppContext['log'],
  movableClock: ReturnType<typeof createMovableClock> | undefined,
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: options.pglite,
    maintenanceIntervalMs: config.pgliteMaintenanceMs,
    onMaintenanceError: (error) => log.warn({ error: describeError(error) }, 'embedded database maintenance failed'),
  });
  // The configured moderators: accounts that exist now (registering later makes one too).
  await setRoleByEmail(database.db, config.moderatorEmails, 'moderator');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const vapidKeys =
    config.vapidKeys ??
    JSON.parse(await loadSecret(database.db, 'vapid-keys', () => JSON.stringify(generateVapidKeys())));
  const ctx: AppContext = {
    config,
    db: runAfterCommit(database.db, () => ctx),
    mailer,
    pusher: createPusher({
      keys: vapidKeys,
      subject: `mailto:${config.supportEmail}`,
      services: config.pushServices,
      ...(options.pushAgent && { agent: options.pushAgent }),
    }),
    clock: options.clock ?? movableClock?.clock ?? (() => new Date()),
    background: createBackground(log),
    log,
    secrets: {
      viewerKey: await loadSecret(database.db, 'viewer-key'),
      unsubscribeKey: await loadSecret(database.db, 'unsubscribe-key'),
      appealKey: await loadSecret(database.db, 'appeal-key'),
    },
    realtime: createRealtimeHub(),
    sessions: createSessionCache(),
    imageWork: createImageWork(),
    kept: createKeptAnswers(),
    postingLog: redis ? redisPostingLog(redis, `${config.redisKeyPrefix}:posts:`) : memoryPostingLog(),
  };
  const close = async () => {
    mailer.close();
    if (redis) await closeRedis(redis);
    await database.close();
  };
  return { ctx, redis, close };
}

/** Builds the whole server: context, cross-cutting plugins, the API's modules and the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const movableClock = config.testClock ? createMovableClock() : undefined;
  const { ctx, redis, close } = await createContext(config, options, app.log, movableClock);
  app.decorate('ctx', ctx);
  // Hooks run in reverse order of adding: the jobs below stop and drain before this closes the database.
  app.addHook('onClose', close);

  // A write to what kept answers show forgets them before its answer leaves (see kept-answers.ts).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && changesKeptAnswers(request.url)) ctx.kept.forget();
  });
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}-rate-limit:` }),
  });
  await app.register(apiDocsPlugin);
  await app.register(authPlugin, { ctx });
  await app.register(backgroundJobsPlugin, { ctx });

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  for (const [routes, prefix] of API_ROUTES) await app.register(routes, { prefix, ctx });
  if (movableClock) {
    const onMove = () => {
      ctx.background.run('send digests', () => sendDueDigests(ctx));
      ctx.background.run('deliver notifications', () => deliverNotifications(ctx));
      ctx.background.run('remind challenge deadlines', () => remindDeadlines(ctx));
    };
    await app.register(testClockRoutes, { prefix: '/api/test', clock: movableClock, onMove });
  }

  await app.register(realtimePlugin, { ctx, ...(redis && { redis }) });
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
