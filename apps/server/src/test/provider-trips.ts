import type { SignInProvider } from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../config.ts';
import type { TestMember } from './builders.ts';
import { useForFile } from './for-file.ts';
import { startGitHubStandIn } from './github-stand-in.ts';
import { startOpenIdProvider } from './openid-provider.ts';
import type { TestAppHandle } from './test-app.ts';

const APP_URL = 'http://localhost:3000';

/** Both stand-ins for one test file: the OpenID provider for Google, the OAuth server for GitHub. */
export function useProviderStandIns() {
  const started = useForFile('useProviderStandIns', async () => {
    const [google, github] = await Promise.all([startOpenIdProvider({ appUrl: APP_URL }), startGitHubStandIn()]);
    return {
      google,
      github,
      close: async () => {
        await Promise.all([google.close(), github.close()]);
      },
    };
  });
  return {
    get google() {
      return started().google;
    },
    get github() {
      return started().github;
    },
    /** The app's settings that point Google and GitHub at the stand-ins. */
    config(): Partial<Config> {
      const { google, github } = started();
      return {
        providers: {
          google: { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer },
          github: {
            clientId: github.clientId,
            clientSecret: github.clientSecret,
            url: github.url,
            apiUrl: github.apiUrl,
          },
        },
      };
    },
  };
}

/** A callback the provider sent the browser to, and the state cookie that browser holds. */
export type ProviderReturn = { path: string; stateCookie: string };

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`));
};

/** Follows the provider's redirects (and its login and consent pages, answered at once) back to our callback. */
async function followToApp(location: string) {
  const jar = new Map<string, string>();
  let next = location;
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.startsWith(APP_URL)) return next.slice(APP_URL.length);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    const to = response.headers.get('location');
    if (!to) throw new Error(`the provider stopped at ${next}: ${response.status} ${await response.text()}`);
    next = new URL(to, next).href;
  }
  throw new Error('too many redirects');
}

/** Drives trips to the stand-ins and back through the app. */
export function providerTrips(t: TestAppHandle) {
  /** Starts a sign-in (or, for `as`, a link from settings) and follows it to the callback, not yet sent. */
  async function goTo(provider: SignInProvider, options: { as?: TestMember; remember?: boolean } = {}) {
    let location: string;
    let stateCookie: string | undefined;
    if (options.as) {
      const started = await t.request('POST', '/api/auth/identities', { as: options.as, payload: { provider } });
      expect(started.statusCode, started.body).toBe(200);
      location = started.json<{ url: string }>().url;
      stateCookie = cookieOf(started, 'skillsync_provider_state');
    } else {
      const query = options.remember ? '?remember=true' : '';
      const started = await t.request('GET', `/api/auth/providers/${provider}/start${query}`);
      expect(started.statusCode, started.body).toBe(302);
      location = String(started.headers.location);
      stateCookie = cookieOf(started, 'skillsync_provider_state');
    }
    if (!stateCookie) throw new Error('no state cookie');
    return { path: await followToApp(location), stateCookie };
  }

  /** Sends the browser's return to the callback, with its state cookie (and session, for `as`). */
  function comeBack(back: ProviderReturn, as?: TestMember) {
    return t.request('GET', back.path, { as, headers: { cookie: back.stateCookie } });
  }

  /** Where a finished callback sent the browser, without the app's address. */
  const landing = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(302);
    return String(response.headers.location).replace(APP_URL, '');
  };

  /** A trip there and back: where the browser lands, and the callback's answer. */
  async function trip(provider: SignInProvider, options: { as?: TestMember; remember?: boolean } = {}) {
    const response = await comeBack(await goTo(provider, options), options.as);
    return { response, location: landing(response) };
  }

  return {
    goTo,
    comeBack,
    landing,
    trip,
    sessionCookie: (r: LightMyRequestResponse) => cookieOf(r, 'skillsync_session'),
  };
}
