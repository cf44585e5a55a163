import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GitHub user as the stand-in's API tells of them, with their addresses (`verified`, `primary` each). */
export type GitHubAccount = {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; verified: boolean; primary: boolean }[];
};

const CLIENT = { id: 'skillsync-github-test', secret: 'skillsync-github-test-secret' };

type IssuedCode = { accountId: number; challenge: string; redirectUri: string };

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Client authentication as GitHub takes it: HTTP Basic, or the id and secret in the form. */
function isOurClient(request: IncomingMessage, form: URLSearchParams) {
  const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return id === CLIENT.id && secret === CLIENT.secret;
  }
  return form.get('client_id') === CLIENT.id && form.get('client_secret') === CLIENT.secret;
}

/**
 * A small OAuth 2 server standing in for GitHub: /login/oauth/authorize (the next account a test chose, at once),
 * /login/oauth/access_token (PKCE S256 checked, each code once), and the API's /user and /user/emails.
 */
export async function startGitHubStandIn() {
  const accounts = new Map<number, GitHubAccount>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, number>();
  let nextAccount: number | undefined;

  function authorize(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const account = nextAccount;
    if (
      url.searchParams.get('client_id') !== CLIENT.id ||
      url.searchParams.get('code_challenge_method') !== 'S256' ||
      account === undefined
    ) {
      return response.writeHead(400).end('bad authorization request');
    }
    nextAccount = undefined;
    const code = randomBytes(16).toString('hex');
    codes.set(code, { accountId: account, challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.href }).end();
  }

  async function accessToken(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    if (!isOurClient(request, form)) return json(response, 401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    // A code works once, whoever sends it again.
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!issued || issued.challenge !== challenge || issued.redirectUri !== form.get('redirect_uri')) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'The code is not valid.' });
    }
    const token = randomBytes(16).toString('hex');
    tokens.set(token, issued.accountId);
    json(response, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
  }

  function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const token = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '';
    const account = accounts.get(tokens.get(token) ?? -1);
    if (!account) return json(response, 401, { message: 'Bad credentials' });
    if (path === '/user') {
      return json(response, 200, {
        id: account.id,
        login: account.login,
        name: account.name,
        avatar_url: `${origin}/avatar.png`,
      });
    }
    json(response, 200, account.emails);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      accessToken(request, response).catch(() => response.writeHead(500).end());
      return;
    }
    if (url.pathname === '/api/user' || url.pathname === '/api/user/emails') {
      return api(request, response, url.pathname.slice(4));
    }
    // No picture here: a new member whose picture cannot be fetched keeps their initials.
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    apiUrl: `${origin}/api`,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    addAccount(account: GitHubAccount) {
      accounts.set(account.id, account);
    },
    /** The next authorization approves this account. */
    signInAs(id: number) {
      nextAccount = id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
