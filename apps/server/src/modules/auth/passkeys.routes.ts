import {
  AddPasskeyBody,
  AuthResponse,
  Passkey,
  PasskeyIdParams,
  PasskeyList,
  PasskeyOptions,
  PasskeySignInBody,
  RenamePasskeyBody,
  StartPasskeyBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { setSessionCookie } from './auth.plugin.ts';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  renameOwnPasskey,
  signInWithPasskey,
  startAddingPasskey,
  startPasskeySignIn,
} from './passkeys.service.ts';

/** Passkeys (WebAuthn): a member adds, names and removes them in settings, and signs in with one. */
export async function passkeysRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secureCookie = ctx.config.appUrl.startsWith('https://');
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  const { open, member } = routeOptions('auth');

  app.get(
    '/passkeys',
    member({ description: "The member's passkeys, oldest first.", response: { 200: PasskeyList } }),
    (request) => listPasskeys(ctx, request),
  );
  app.post(
    '/passkeys/options',
    {
      config: limited,
      ...member({
        description:
          "Options for navigator.credentials.create(): a challenge for a new passkey of the member, once the member's " +
          'password is given again.',
        body: StartPasskeyBody,
        response: { 200: PasskeyOptions },
      }),
    },
    (request) => startAddingPasskey(ctx, request, request.body),
  );
  app.post(
    '/passkeys',
    {
      config: limited,
      ...member({
        description: "Adds the passkey the browser made for the options' challenge, under the name given.",
        body: AddPasskeyBody,
        response: { 201: Passkey },
      }),
    },
    async (request, reply) => reply.code(201).send(await addPasskey(ctx, request, request.body)),
  );
  app.patch(
    '/passkeys/:id',
    member({ params: PasskeyIdParams, body: RenamePasskeyBody, response: { 200: Passkey } }),
    (request) => renameOwnPasskey(ctx, request, request.params.id, request.body),
  );
  app.delete('/passkeys/:id', member({ params: PasskeyIdParams }), async (request, reply) => {
    await removePasskey(ctx, request, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/passkey-sign-in/options',
    {
      config: limited,
      ...open({
        description: 'Options for navigator.credentials.get(): a sign-in challenge any passkey may answer.',
        response: { 200: PasskeyOptions },
      }),
    },
    () => startPasskeySignIn(ctx),
  );
  app.post(
    '/passkey-sign-in',
    {
      config: limited,
      ...open({
        description: 'Signs in the member whose passkey signed a sign-in challenge: as POST /api/auth/login answers.',
        body: PasskeySignInBody,
        response: { 200: AuthResponse },
      }),
    },
    async (request, reply) => {
      const signedIn = await signInWithPasskey(ctx, request.body);
      setSessionCookie(reply, signedIn.token, signedIn.maxAgeMs, secureCookie);
      return { token: signedIn.token, user: signedIn.user };
    },
  );
}
