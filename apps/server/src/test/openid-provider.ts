import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import sharp from 'sharp';

/** A person the stand-in knows, with what it says of them (Google says `email_verified` per account too). */
export type OpenIdAccount = { sub: string; email: string; emailVerified: boolean; name: string; hasPicture?: boolean };

const CLIENT = { id: 'skillsync-test', secret: 'skillsync-test-secret' };

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

type Stored = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };

/** The provider's records in memory, one store a stand-in (its own development adapter warns on every start). */
function memoryAdapter() {
  const records = new Map<string, Stored>();
  const where = (test: (payload: Stored) => boolean) => [...records.values()].find(test);
  return class MemoryAdapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: Stored) {
      records.set(`${this.model}:${id}`, payload);
    }
    async find(id: string) {
      return records.get(`${this.model}:${id}`);
    }
    async findByUid(uid: string) {
      return where((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return where((payload) => payload.userCode === userCode);
    }
    async consume(id: string) {
      const payload = records.get(`${this.model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      records.delete(`${this.model}:${id}`);
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of records) if (payload.grantId === grantId) records.delete(key);
    }
  };
}

const signingKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local OpenID provider (the `oidc-provider` package) standing in for Google: discovery, PKCE, nonce, signed ID
 * tokens, userinfo. Its login page lists its accounts as buttons (a browser clicks one); `signInAs` makes the next
 * login choose one with no page at all, for API tests.
 */
export async function startOpenIdProvider({ appUrl, port = 0 }: { appUrl: string; port?: number }) {
  const accounts = new Map<string, OpenIdAccount>();
  let nextAccount: string | undefined;
  let issuer = '';
  let provider: Provider | undefined;
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3355cc' } })
    .png()
    .toBuffer();

  async function interaction(request: IncomingMessage, response: ServerResponse, live: Provider) {
    const details = await live.interactionDetails(request, response);
    const { prompt, params, uid } = details;
    if (prompt.name === 'login') {
      const chosen = request.method === 'POST' ? (await readForm(request)).get('account') : nextAccount;
      if (chosen && accounts.has(chosen)) {
        nextAccount = undefined;
        await live.interactionFinished(request, response, { login: { accountId: chosen } });
        return;
      }
      const buttons = [...accounts.values()]
        .map((a) => `<button name="account" value="${escapeHtml(a.sub)}">${escapeHtml(a.email)}</button>`)
        .join('');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><title>Stand-in sign-in</title><main><h1>Choose an account</h1>` +
          `<form method="post" action="/interaction/${uid}">${buttons}</form></main></html>`,
      );
      return;
    }
    // Consent is given at once: the stand-in asks nothing a test would have to answer.
    const grant = new live.Grant({ accountId: details.session?.accountId ?? '', clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    await live.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const server = createServer((request, response) => {
    const live = provider;
    if (!live) return response.writeHead(503).end();
    if (request.url === '/picture.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response, live).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    return live.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/providers/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    adapter: memoryAdapter(),
    cookies: { keys: ['stand-in-cookie-key'] },
    // Its own signing key, made for this run (the package's built-in development keys warn on every start).
    jwks: { keys: [{ ...signingKey(), kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.hasPicture && { picture: `${issuer}/picture.png` }),
        }),
      };
    },
  });
  return {
    issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    addAccount(account: OpenIdAccount) {
      accounts.set(account.sub, account);
    },
    /** The next login picks this account without showing its page. */
    signInAs(sub: string) {
      nextAccount = sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
