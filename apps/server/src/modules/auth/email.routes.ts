import { ChangeEmailBody, EmailStatus, MessageResponse, VerifyEmailBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { changeEmail, findEmailStatus, resendVerification, verifyEmail } from './email.service.ts';

/** A member's address: proven by a mailed link, mailed again on request, and changed only once the new one is proven. */
export async function emailRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  const { open, member } = routeOptions('auth');

  app.get(
    '/email',
    member({
      description: "The member's address, whether it is verified, and a new address waiting for its link.",
      response: { 200: EmailStatus },
    }),
    (request) => findEmailStatus(ctx, request),
  );
  app.put(
    '/email',
    member({
      description:
        'Asks for a new address (with the password): it replaces the old one once its mailed link is opened.',
      body: ChangeEmailBody,
      response: { 200: MessageResponse },
    }),
    (request) => changeEmail(ctx, request, request.body),
  );
  app.post(
    '/verification-mail',
    member({
      description: 'Mails the verification link again (once a minute, a few times a day).',
      response: { 200: MessageResponse },
    }),
    (request) => resendVerification(ctx, request),
  );
  app.post(
    '/verify-email',
    {
      config: limited,
      ...open({
        description: "Opens a mailed verification link: the address is the member's, proven.",
        body: VerifyEmailBody,
        response: { 200: MessageResponse },
      }),
    },
    (request) => verifyEmail(ctx, request.body),
  );
}
