import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Security headers (CSP without inline script), CORS for listed origins, and no caching of API answers. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
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
});
