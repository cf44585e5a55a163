import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON bodies as usual, except that an empty body sent as JSON (many HTTP clients' bodiless POST) is no body. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
