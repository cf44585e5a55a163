import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@skillsync/shared';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadSecret } from './db/secrets.ts';
import { authPlugin } from './lib/auth.ts';
import { createBackground } from './lib/background.ts';
import type { AppContext, Clock } from './lib/context.ts';
import { handleError } from './lib/error-handler.ts';
import { describeError, type LogStream, loggerOptions } from './lib/logging.ts';
import { createMailer } from './lib/mailer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { collaborationRequestsRoutes } from './modules/collaboration-requests/collaboration-requests.routes.ts';
import { collaborationsRoutes } from './modules/collaborations/collaborations.routes.ts';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.service.ts';
import { scheduleMailDelivery } from './modules/mail/mail.service.ts';
import { problemsRoutes } from './modules/problems/problems.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const MAIL_RETRY_INTERVAL_MS = 30 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for in-process tools such as tests and benchmarks. */
    ctx: AppContext;
  }
}

export type BuildOptions = {
  /** An already-open PGlite (tests hand in a fresh copy of a migrated template). */
  pglite?: PGlite;
  clock?: Clock;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: LogStream;
};

/** Builds the whole server: database, plugins, API routes and the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // An empty body sent as JSON (a bodiless POST from many HTTP clients) means "no body", not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: options.pglite,
    maintenanceIntervalMs: config.pgliteMaintenanceMs,
    onMaintenanceError: (error) =>
      app.log.warn({ error: describeError(error) }, 'embedded database maintenance failed'),
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    clock: options.clock ?? (() => new Date()),
    background: createBackground(app.log),
    log: app.log,
    secrets: { viewerKey: await loadSecret(database.db, 'viewer-key') },
  };
  app.decorate('ctx', ctx);
  const stopHousekeeping = scheduleHousekeeping(ctx, HOUSEKEEPING_INTERVAL_MS);
  const stopMailDelivery = scheduleMailDelivery(ctx, MAIL_RETRY_INTERVAL_MS);
  app.addHook('onClose', async () => {
    stopMailDelivery();
    await stopHousekeeping();
    await ctx.background.idle();
    mailer.close();
    redis?.disconnect();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast styles its toasts with a <style> element; scripts stay external-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Over plain http (a local install) HSTS would pin the browser to an https that is not there.
    strictTransportSecurity: config.appUrl.startsWith('https://'),
  });
  await app.register(cors, {
    // Listed origins may call the API with Bearer tokens; without credentials, so cookies stay same-site.
    origin: config.corsOrigins,
    credentials: false,
    allowedHeaders: ['authorization', 'content-type'],
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers carry members' data: no browser or proxy may keep them unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(compress);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'skillsync-rate-limit:' }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SkillSync API', description: 'The SkillSync HTTP API.', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'skillsync_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { ctx });

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(problemsRoutes, { prefix: '/api/problems', ctx });
  await app.register(collaborationRequestsRoutes, { prefix: '/api', ctx });
  await app.register(collaborationsRoutes, { prefix: '/api', ctx });
  await app.register(statsRoutes, { prefix: '/api', ctx });

  // Paths under /api are never files: an odd one (`//`, a 5 KB id) gets the API's JSON 404, not the file server's 403.
  app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const webDist = config.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // Vite names built assets by content hash, so they may be cached for good; the HTML never is.
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old build's chunk, say) is a plain 404, never the app's HTML under a script's name.
    const isFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isFile) {
      return reply.code(404).send({ message: MESSAGES.notFound });
    }
    // History fallback: the SPA's router decides what every other path shows, including its 404 page.
    return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
