import { DeleteAccountBody, UpdateLanguageBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { clearSessionCookie } from '../auth/index.ts';
import { deleteAccount, exportAccount } from './account.service.ts';
import { setLanguage } from './language.service.ts';

/** Mounted under /api: the signed-in member's own account — its language, its data export, its erasure. */
export async function accountRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('users');

  app.put(
    '/users/me/language',
    member({ body: UpdateLanguageBody, response: { 200: UpdateLanguageBody } }),
    async (request) => setLanguage(ctx, requireUser(request), request.body),
  );

  // Each attempt checks a password: limited like sign-in.
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  app.delete('/users/me', { config: limited, ...member({ body: DeleteAccountBody }) }, async (request, reply) => {
    await deleteAccount(ctx, request, request.body);
    // The session cookie goes with the session.
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get(
    '/users/me/export',
    member({ response: { 200: z.record(z.string(), z.unknown()) } }),
    async (request, reply) => {
      const data = await exportAccount(ctx, request);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="skillsync-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
}
