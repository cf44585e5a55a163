import {
  AuthResponse,
  ConfirmLinkBody,
  IdentityIdParams,
  IdentityList,
  LinkProviderBody,
  MailedLinkBody,
  MessageResponse,
  messageCode,
  PendingTokenParams,
  PROVIDER_FLOW_TTL_MS,
  ProviderCallbackQuery,
  ProviderList,
  ProviderParams,
  ProviderPending,
  ProviderRedirect,
  ProviderSignUpBody,
  ProviderStartQuery,
  SetPasswordBody,
  type SignInProvider,
} from '@skillsync/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { isSameOriginRequest, setSessionCookie } from './auth.plugin.ts';
import type { SignedIn } from './auth.service.ts';
import { listIdentities, setPassword, startLinking, unlinkIdentity } from './identities.service.ts';
import {
  confirmLinkWithPassword,
  confirmMailedLink,
  finishProviderSignUp,
  getPending,
  mailLinkConfirmation,
} from './provider-pendings.service.ts';
import { createProviderClients } from './providers.clients.ts';
import { finishProviderFlow, type ProviderClients, requireClient, startProviderFlow } from './providers.service.ts';

/** The browser that started a trip to a provider keeps its state here; the callback must come back to that browser. */
const STATE_COOKIE = 'skillsync_provider_state';
const STATE_COOKIE_PATH = '/api/auth/providers';

type Tools = {
  ctx: AppContext;
  limited: { rateLimit: { max: number; timeWindow: string } };
  keepState(reply: FastifyReply, state: string): void;
  signIn(reply: FastifyReply, signedIn: SignedIn): { token: string; user: SignedIn['user'] };
};

/** Sign-in with Google and GitHub (issue 29): the trip there and back, finishing it on our pages, and settings. */
export async function providersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const secure = ctx.config.appUrl.startsWith('https://');
  const { clients, callbackUrl } = createProviderClients(ctx.config.providers, ctx.config.appUrl);
  const tools: Tools = {
    ctx,
    limited: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
    keepState: (reply, state) =>
      reply.setCookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: STATE_COOKIE_PATH,
        maxAge: PROVIDER_FLOW_TTL_MS / 1000,
      }),
    signIn: (reply, signedIn) => {
      setSessionCookie(reply, signedIn.token, signedIn.maxAgeMs, secure);
      return { token: signedIn.token, user: signedIn.user };
    },
  };
  tripRoutes(fastify, tools, clients, callbackUrl);
  pendingRoutes(fastify, tools);
  identityRoutes(fastify, tools, clients);
}

/** The buttons, the trip to the provider, and its way back. */
function tripRoutes(
  fastify: FastifyInstance,
  { ctx, limited, keepState, signIn }: Tools,
  clients: ProviderClients,
  callbackUrl: (id: SignInProvider) => string,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open } = routeOptions('auth');
  app.get(
    '/providers',
    open({ description: 'The sign-in providers this server is configured for.', response: { 200: ProviderList } }),
    async () => ({
      providers: [...clients.values()].map((client) => ({
        id: client.id,
        name: client.name,
        url: `/api/auth/providers/${client.id}/start`,
      })),
    }),
  );

  app.get(
    '/providers/:provider/start',
    {
      config: limited,
      ...open({
        description: 'Sends the browser to the provider to sign in (302); `remember=true` for a long session.',
        params: ProviderParams,
        querystring: ProviderStartQuery,
      }),
    },
    async (request, reply) => {
      const isRemembered = request.query.remember === 'true';
      try {
        const client = requireClient(clients, request.params.provider);
        const { url, state } = await startProviderFlow(ctx, client, { userId: null, isRemembered });
        keepState(reply, state);
        return reply.redirect(url, 302);
      } catch (error) {
        // A browser followed a button here: a provider not configured or not answering is said on the sign-in page.
        if (!(error instanceof AppError)) throw error;
        const code = messageCode(error.message) ?? 'providerFailed';
        return reply.redirect(`${ctx.config.appUrl}/login?providerError=${code}`, 302);
      }
    },
  );

  app.get(
    '/providers/:provider/callback',
    {
      config: limited,
      ...open({
        description: 'Where the provider sends the browser back: signs in, or goes on to a page that finishes (302).',
        params: ProviderParams,
        querystring: ProviderCallbackQuery,
      }),
    },
    async (request, reply) => {
      const client = requireClient(clients, request.params.provider);
      // The library checks the URL the provider sent back: our callback with the query exactly as it came.
      const url = new URL(callbackUrl(client.id));
      url.search = request.url.split('?')[1] ?? '';
      const outcome = await finishProviderFlow(ctx, client, {
        url,
        state: request.query.state,
        browserState: request.cookies[STATE_COOKIE],
        error: request.query.error,
      });
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      if (outcome.signedIn) signIn(reply, outcome.signedIn);
      return reply.redirect(`${ctx.config.appUrl}${outcome.location}`, 302);
    },
  );
}

/** What a person back from a provider finishes on our pages: a sign-up's consent, a link's confirmation. */
function pendingRoutes(fastify: FastifyInstance, { ctx, limited, signIn }: Tools) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open } = routeOptions('auth');
  app.get(
    '/provider-pendings/:token',
    { config: limited, ...open({ params: PendingTokenParams, response: { 200: ProviderPending } }) },
    (request) => getPending(ctx, request.params.token),
  );
  app.post(
    '/provider-pendings/:token/sign-up',
    {
      config: limited,
      ...open({
        description: 'Makes the account of a person back from a provider, once they agree to the privacy notice.',
        params: PendingTokenParams,
        body: ProviderSignUpBody,
        response: { 201: AuthResponse },
      }),
    },
    async (request, reply) => {
      const consentVia = isSameOriginRequest(request) ? 'web-app' : 'api-client';
      const signedIn = await finishProviderSignUp(ctx, request.params.token, request.body, consentVia);
      return reply.code(201).send(signIn(reply, signedIn));
    },
  );
  app.post(
    '/provider-pendings/:token/link',
    {
      config: limited,
      ...open({
        description: "Links the provider to the member whose address matched, with the member's password.",
        params: PendingTokenParams,
        body: ConfirmLinkBody,
        response: { 200: AuthResponse },
      }),
    },
    async (request, reply) => signIn(reply, await confirmLinkWithPassword(ctx, request.params.token, request.body)),
  );
  app.post(
    '/provider-pendings/:token/mail',
    {
      config: limited,
      ...open({
        description: 'E-mails the member a link that confirms linking the provider, instead of their password.',
        params: PendingTokenParams,
        response: { 200: MessageResponse },
      }),
    },
    (request) => mailLinkConfirmation(ctx, request.params.token),
  );
  app.post(
    '/provider-links/confirm',
    {
      config: limited,
      ...open({
        description: 'Links the provider from the mailed link, and signs the member in.',
        body: MailedLinkBody,
        response: { 200: AuthResponse },
      }),
    },
    async (request, reply) => signIn(reply, await confirmMailedLink(ctx, request.body)),
  );
}

/** Settings' sign-in methods: linked providers, linking another, unlinking, a first password. */
function identityRoutes(fastify: FastifyInstance, { ctx, limited, keepState }: Tools, clients: ProviderClients) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('auth');
  app.get(
    '/identities',
    member({
      description: "The member's linked providers, and whether they have a password.",
      response: { 200: IdentityList },
    }),
    (request) => listIdentities(ctx, request),
  );
  app.post(
    '/identities',
    {
      config: limited,
      ...member({
        description: 'Starts linking another provider to the member: the address the browser goes to.',
        body: LinkProviderBody,
        response: { 200: ProviderRedirect },
      }),
    },
    async (request, reply) => {
      const { url, state } = await startLinking(ctx, clients, request, request.body);
      keepState(reply, state);
      return { url };
    },
  );
  app.delete('/identities/:id', member({ params: IdentityIdParams }), async (request, reply) => {
    await unlinkIdentity(ctx, request, request.params.id);
    return reply.code(204).send();
  });
  app.post(
    '/password',
    {
      config: limited,
      ...member({
        description: 'A first password for an account made through a provider.',
        body: SetPasswordBody,
        response: { 200: MessageResponse },
      }),
    },
    (request) => setPassword(ctx, request, request.body),
  );
}
