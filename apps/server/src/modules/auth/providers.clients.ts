import { PROVIDER_NAMES, type SignInProvider } from '@skillsync/shared';
import * as oidc from 'openid-client';
import { isLoopbackHost, type ProvidersConfig } from '../../config.ts';

/** What a provider says about the person who came back from it. */
export type ProviderProfile = {
  /** The provider's own id for the person: OpenID's `sub`, GitHub's numeric id. */
  subject: string;
  /** The address, or null when the provider gave none it stands behind (GitHub: no verified primary address). */
  email: string | null;
  isEmailVerified: boolean;
  name: string;
  pictureUrl: string | null;
};

/** The checks a flow row carries back to the callback. */
export type FlowChecks = { state: string; codeVerifier: string; nonce: string };

/** One configured provider: where to send the person, and what to make of their return. */
export type ProviderClient = {
  id: SignInProvider;
  name: string;
  /** Whether the provider lives on this machine over plain http (the tests' stand-ins): its pictures may too. */
  isLoopback: boolean;
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /** Exchanges the code in the callback's URL (checking state, PKCE and, for OpenID, the nonce and ID token). */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
};

const isInsecureLoopback = (address: string) => {
  const url = new URL(address);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
};

/** Options that let openid-client talk plain http to a provider on this machine (tests), and nowhere else. */
const requestOptions = (address: string) =>
  isInsecureLoopback(address) ? { execute: [oidc.allowInsecureRequests] } : {};

const trimmed = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Google: OpenID Connect by discovery from its issuer, with PKCE (S256), state and nonce; the ID token is checked. */
function googleClient(settings: NonNullable<ProvidersConfig['google']>, callbackUrl: string): ProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovery once, when first needed (a provider down at start does not stop the server); a failure is tried again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        requestOptions(settings.issuer),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    id: 'google',
    name: PROVIDER_NAMES.google,
    isLoopback: isInsecureLoopback(settings.issuer),
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(url, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      // The ID token may carry only `sub` (the claims then come from userinfo, for the same subject).
      const info = config.serverMetadata().userinfo_endpoint
        ? { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims }
        : claims;
      const email = trimmed(info.email, 254) || null;
      return {
        subject: claims.sub,
        email,
        isEmailVerified: email !== null && info.email_verified === true,
        name: trimmed(info.name, 100) || trimmed(info.given_name, 100) || email?.split('@')[0] || 'Member',
        pictureUrl: trimmed(info.picture, 2048) || null,
      };
    },
  };
}

type GitHubUser = { id?: unknown; login?: unknown; name?: unknown; avatar_url?: unknown };
type GitHubEmail = { email?: unknown; verified?: unknown; primary?: unknown };

/** GitHub: OAuth 2 (authorization code, PKCE, state) with its endpoints named, then the person from its API. */
function githubClient(settings: NonNullable<ProvidersConfig['github']>, callbackUrl: string): ProviderClient {
  const config = new oidc.Configuration(
    {
      issuer: settings.url,
      authorization_endpoint: `${settings.url}/login/oauth/authorize`,
      token_endpoint: `${settings.url}/login/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (isInsecureLoopback(settings.url) || isInsecureLoopback(settings.apiUrl)) oidc.allowInsecureRequests(config);
  const api = async <T>(accessToken: string, path: string) => {
    const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'SkillSync' });
    const response = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${settings.apiUrl}${path}`),
      'GET',
      undefined,
      headers,
    );
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    id: 'github',
    name: PROVIDER_NAMES.github,
    isLoopback: isInsecureLoopback(settings.apiUrl),
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(url, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const [user, emails] = await Promise.all([
        api<GitHubUser>(tokens.access_token, '/user'),
        api<GitHubEmail[]>(tokens.access_token, '/user/emails'),
      ]);
      if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('GitHub gave no user id');
      // Only the primary address GitHub has verified counts: any other could be anyone's.
      const primary = Array.isArray(emails)
        ? emails.find((entry) => entry.primary === true && entry.verified === true)
        : undefined;
      const email = trimmed(primary?.email, 254) || null;
      return {
        subject: String(user.id),
        email,
        isEmailVerified: email !== null,
        name: trimmed(user.name, 100) || trimmed(user.login, 100) || 'Member',
        pictureUrl: trimmed(user.avatar_url, 2048) || null,
      };
    },
  };
}

/** The configured providers' clients, by id; a provider without its id and secret has none. */
export function createProviderClients(providers: ProvidersConfig, appUrl: string) {
  const callbackUrl = (id: SignInProvider) => `${appUrl}/api/auth/providers/${id}/callback`;
  const clients = new Map<SignInProvider, ProviderClient>();
  if (providers.google) clients.set('google', googleClient(providers.google, callbackUrl('google')));
  if (providers.github) clients.set('github', githubClient(providers.github, callbackUrl('github')));
  return { clients, callbackUrl };
}
