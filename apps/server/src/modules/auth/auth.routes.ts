import {
  AuthResponse,
  CurrentUser,
  ForgotPasswordBody,
  LoginBody,
  MESSAGES,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  ResetTokenParams,
  SessionResponse,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { clearSessionCookie, isSameOriginRequest, setSessionCookie } from './auth.plugin.ts';
import {
  checkResetToken,
  loadCurrentUser,
  loginUser,
  logoutSession,
  registerUser,
  requestPasswordReset,
  resetPassword,
  type SignedIn,
} from './auth.service.ts';

export async function authRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secureCookie = ctx.config.appUrl.startsWith('https://');
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  const { open, member } = routeOptions('auth');
  const signIn = (signedIn: SignedIn, reply: Parameters<typeof setSessionCookie>[0]) => {
    setSessionCookie(reply, signedIn.token, signedIn.maxAgeMs, secureCookie);
    return { token: signedIn.token, user: signedIn.user };
  };

  app.post(
    '/register',
    { config: limited, ...open({ body: RegisterBody, response: { 201: AuthResponse } }) },
    async (request, reply) => {
      // Our pages tick the box themselves; anything else is a client that gated sign-up on its own box (spec §5).
      const consentVia = request.body.acceptTerms && isSameOriginRequest(request) ? 'web-app' : 'api-client';
      return reply.code(201).send(signIn(await registerUser(ctx, request.body, consentVia), reply));
    },
  );

  app.post(
    '/login',
    { config: limited, ...open({ body: LoginBody, response: { 200: AuthResponse } }) },
    async (request, reply) => signIn(await loginUser(ctx, request.body), reply),
  );

  app.get('/me', member({ response: { 200: CurrentUser } }), async (request) => {
    const user = await loadCurrentUser(ctx, request);
    if (!user) throw unauthenticated();
    return user;
  });

  // The web app's start-up check: a visitor is an answer, not an error, so their console stays clean.
  app.get('/session', open({ response: { 200: SessionResponse } }), async (request) => ({
    user: await loadCurrentUser(ctx, request),
  }));

  app.post('/logout', open({ response: { 200: MessageResponse } }), async (request, reply) => {
    if (request.session) await logoutSession(ctx, request.session.sessionId);
    clearSessionCookie(reply);
    return { message: MESSAGES.logoutSuccess };
  });

  app.post(
    '/forgot-password',
    { config: limited, ...open({ body: ForgotPasswordBody, response: { 200: MessageResponse } }) },
    async (request) => requestPasswordReset(ctx, request.body),
  );

  // The reset page asks before showing its form, so a used or expired link says so at once; limited like a reset.
  app.get(
    '/reset-password/:token',
    { config: limited, ...open({ params: ResetTokenParams }) },
    async (request, reply) => {
      await checkResetToken(ctx, request.params);
      return reply.code(204).send();
    },
  );

  app.post(
    '/reset-password',
    { config: limited, ...open({ body: ResetPasswordBody, response: { 200: MessageResponse } }) },
    async (request) => resetPassword(ctx, request.body),
  );
}
