import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** The methods the API's routes answer: a listed origin may use each of them. */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

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
    // Every method the API has (the plugin's default is GET, HEAD and POST only), and the headers its clients send.
    methods: API_METHODS,
    allowedHeaders: ['authorization', 'content-type', 'if-none-match'],
    // Clients may read when to retry after a 429 or 503, and what a picture's version is.
    exposedHeaders: ['retry-after', 'etag'],
    maxAge: 600,
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers carry members' data: no browser or proxy may keep them unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
