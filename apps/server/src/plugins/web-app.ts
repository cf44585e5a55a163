import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The built web app's files, with the history fallback that lets the browser router decide what a path shows,
 * and the JSON 404 for everything under /api that no route answered. Register it after the API routes.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
  // Paths under /api are never files: an odd one (`//`, a 5 KB id) gets the API's JSON 404, not the file server's 403.
  app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // The build wrote brotli and gzip copies beside each file: sent as they are, never compressed per request.
      preCompressed: true,
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
      return reply.code(404).send({ message: MESSAGES.notFound, code: 'notFound' });
    }
    // History fallback: the SPA's router decides what every other path shows, including its 404 page.
    return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
  });
});
