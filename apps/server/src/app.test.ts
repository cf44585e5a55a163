import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { useTestApp } from './test/test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'skillsync-web-'));
// Registered before the app's hooks: the files are there when it starts, and removed after it has closed.
beforeAll(() => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});
const t = useTestApp({ webDist, corsOrigins: ['https://client.example.in'] });

describe('serving the web app', () => {
  it('answers any page path with the app, so the browser router can show it (or its 404 page)', async () => {
    for (const url of ['/', '/problems/123', '/no/such/page']) {
      const response = await t.request('GET', url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("sends a prerendered page in the reader's language: their choice, else their browser's", async () => {
    writeFileSync(path.join(webDist, 'landing-en.html'), '<head></head><div id="root" data-prerendered="en">');
    writeFileSync(path.join(webDist, 'landing-hi.html'), '<head></head><div id="root" data-prerendered="hi">');
    writeFileSync(path.join(webDist, 'login-hi.html'), '<head></head><div id="root" data-prerendered="hi">');
    writeFileSync(
      path.join(webDist, 'prerendered.json'),
      JSON.stringify({ '/': { en: 'landing-en.html', hi: 'landing-hi.html' }, '/login': { hi: 'login-hi.html' } }),
    );
    const prerenderedIn = async (url: string, headers: Record<string, string>) => {
      const response = await t.request('GET', url, { headers });
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
      expect(response.headers['cache-control']).toBe('no-cache');
      return /data-prerendered="(\w+)"/.exec(response.body)?.[1] ?? 'not prerendered';
    };
    expect(await prerenderedIn('/', {})).toBe('en');
    expect(await prerenderedIn('/', { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8' })).toBe('hi');
    expect(await prerenderedIn('/', { 'accept-language': 'ta-IN, en;q=0.9, hi;q=0.5' })).toBe('en');
    expect(await prerenderedIn('/', { 'accept-language': 'hi', cookie: 'a=1; skillsync-language=en' })).toBe('en');
    expect(await prerenderedIn('/', { cookie: 'skillsync-language=hi' })).toBe('hi');
    expect(await prerenderedIn('/', { cookie: 'skillsync-language=<script>' })).toBe('en');
    expect(await prerenderedIn('/login?from=x', { cookie: 'skillsync-language=hi' })).toBe('hi');
    // A page with no prerender in that language gets the app's skeleton.
    expect(await prerenderedIn('/login', { cookie: 'skillsync-language=en' })).toBe('not prerendered');
    for (const file of ['landing-en.html', 'landing-hi.html', 'login-hi.html', 'prerendered.json']) {
      rmSync(path.join(webDist, file));
    }
  });

  it("names a page's chunks, its words in the reader's language and its first API calls in the HTML", async () => {
    writeFileSync(
      path.join(webDist, 'preloads.json'),
      JSON.stringify([
        { path: '/problems', files: ['/assets/wall.js'], catalogs: { en: ['/assets/en.js'], hi: ['/assets/hi.js'] } },
        { path: '/problems/:id', files: ['/assets/detail.js'], catalogs: { en: [], hi: [] } },
        { path: '/problems/create', files: ['/assets/form.js'], catalogs: { en: [], hi: [] } },
        { path: '*', files: ['/assets/404.js'], catalogs: { en: [], hi: [] } },
      ]),
    );
    const hintsOf = async (url: string, headers: Record<string, string> = {}) =>
      (await t.request('GET', url, { headers })).body.match(/<link rel="[^"]+"[^>]*href="[^"]+"[^>]*>/g) ?? [];
    expect(await hintsOf('/problems', { 'accept-language': 'hi' })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/wall.js">',
      '<link rel="modulepreload" crossorigin href="/assets/hi.js">',
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin>',
      '<link rel="preload" href="/api/problems" as="fetch" crossorigin>',
    ]);
    const id = '7b0c3c8e-6a4f-4c1e-9a55-0c1f1f2d9e11';
    expect(await hintsOf(`/problems/${id}`)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/detail.js">',
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin>',
      `<link rel="preload" href="/api/problems/${id}" as="fetch" crossorigin>`,
    ]);
    expect(await hintsOf(`/challenges/${id}`)).toContain(
      `<link rel="preload" href="/api/challenges/${id}" as="fetch" crossorigin>`,
    );
    // A fixed path wins over a pattern, as in the browser's router; a filtered wall fetches what its filters say.
    const session = '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin>';
    expect(await hintsOf('/problems/create')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/form.js">',
      session,
    ]);
    expect(await hintsOf('/problems?category=Agriculture')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/wall.js">',
      '<link rel="modulepreload" crossorigin href="/assets/en.js">',
      session,
    ]);
    expect(await hintsOf('/no/such/page')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/404.js">',
      session,
    ]);
    rmSync(path.join(webDist, 'preloads.json'));
  });

  it('leaves the code of a page that arrives rendered to download after it has painted, listed for its script', async () => {
    writeFileSync(
      path.join(webDist, 'preloads.json'),
      JSON.stringify([
        { path: '/login', files: ['/assets/app.js', '/assets/form.js'], catalogs: { en: ['/assets/en.js'], hi: [] } },
      ]),
    );
    writeFileSync(path.join(webDist, 'login-en.html'), '<head></head><div id="root" data-prerendered="en">');
    writeFileSync(path.join(webDist, 'prerendered.json'), JSON.stringify({ '/login': { en: 'login-en.html' } }));
    const { body } = await t.request('GET', '/login', { headers: { cookie: 'skillsync-language=en' } });
    expect(body).toContain(
      '<script type="application/json" id="page-code">["/assets/app.js","/assets/form.js","/assets/en.js"]</script>',
    );
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<link rel="preload" href="/api/auth/session" as="fetch" crossorigin>');
    for (const file of ['login-en.html', 'prerendered.json', 'preloads.json']) rmSync(path.join(webDist, file));
  });

  it('serves built files, also ones built after start, and answers a missing file with 404', async () => {
    expect((await t.request('GET', '/app.js')).body).toBe('console.log(1)');
    writeFileSync(path.join(webDist, 'later.js'), 'console.log(2)');
    expect((await t.request('GET', '/later.js')).body).toBe('console.log(2)');
    expect((await t.request('GET', '/assets/gone-1234.js')).statusCode).toBe(404);
    expect((await t.request('GET', '/')).headers['cache-control']).toBe('no-cache');
  });

  it("keeps unknown and odd API paths as JSON 404s, never the file server's answer", async () => {
    for (const url of ['/api/unknown', '/api/users/x//collaborations', `/api/problems/${'7'.repeat(5000)}`]) {
      const api = await t.request('GET', url);
      expect(api.statusCode, url).toBe(404);
      expect(api.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('sends the copies compressed at build time as they are, to clients that accept them', async () => {
    writeFileSync(path.join(webDist, 'big.js'), 'x'.repeat(4000));
    writeFileSync(path.join(webDist, 'big.js.br'), 'brotli bytes');
    writeFileSync(path.join(webDist, 'big.js.gz'), 'gzip bytes');
    const br = await t.request('GET', '/big.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    const gz = await t.request('GET', '/big.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await t.request('GET', '/big.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe('x'.repeat(4000));
  });

  it('sends security headers with a policy that allows no inline script', async () => {
    const response = await t.request('GET', '/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.request('GET', '/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('request bodies', () => {
  it('takes an empty body sent as JSON as no body at all', async () => {
    const response = await t.request('POST', '/api/auth/logout', {
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('other origins (CORS_ORIGINS)', () => {
  it('lets a listed origin call the API with a Bearer token, preflight included', async () => {
    const origin = 'https://client.example.in';
    const preflight = await t.request('OPTIONS', '/api/problems', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
    const list = await t.request('GET', '/api/problems', { headers: { origin } });
    expect(list.headers['access-control-allow-origin']).toBe(origin);
    // Cookies stay same-site: the browser is never told it may send them across.
    expect(list.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a listed origin preflight every method the API answers, with the headers its calls need', async () => {
    const origin = 'https://client.example.in';
    const { paths } = (await t.request('GET', '/api/docs/json')).json<{ paths: Record<string, object> }>();
    const routeMethods = new Set(
      Object.values(paths).flatMap((operations) => Object.keys(operations).map((method) => method.toUpperCase())),
    );
    expect([...routeMethods]).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
    for (const method of routeMethods) {
      const preflight = await t.request('OPTIONS', '/api/projects/3f1c2d4e-0000-4000-8000-000000000000', {
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization.*content-type/);
    }
  });

  it('gives an unlisted origin no permission', async () => {
    const response = await t.request('GET', '/api/problems', { headers: { origin: 'https://evil.example.com' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('lists every wrong setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example.in, not-a-url' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.in/, http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example.in',
      'http://localhost:5173',
    ]);
  });

  it('takes VAPID keys as a pair, and push services as origins (the known ones unless told)', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' }).vapidKeys).toEqual({
      publicKey: 'BPublic',
      privateKey: 'private',
    });
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(loadConfig({}).pushServices).toContain('https://fcm.googleapis.com');
    for (const never of [
      'https://push.example.in/path',
      'https://Push.example.in',
      'https://push.example.in:443',
      'https://*.com',
    ]) {
      expect(() => loadConfig({ PUSH_SERVICES: never }), never).toThrow(/PUSH_SERVICES/);
    }
    expect(loadConfig({ PUSH_SERVICES: 'https://*.push.example.in, http://127.0.0.1:3603' }).pushServices).toEqual([
      'https://*.push.example.in',
      'http://127.0.0.1:3603',
    ]);
  });

  it('moves the clock only for browser tests: TEST_CLOCK needs NODE_ENV=test, and is off otherwise', async () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: only with NODE_ENV=test/);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true);
    const response = await t.request('PUT', '/api/test/clock', { payload: { offsetMs: 86_400_000 } });
    expect(response.statusCode).toBe(404);
  });
});
