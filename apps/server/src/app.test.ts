import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'skillsync-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with the app, so the browser router can show it (or its 404 page)', async () => {
    for (const url of ['/', '/problems/123', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built files, also ones built after start, and answers a missing file with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    writeFileSync(path.join(webDist, 'later.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/later.js' })).body).toBe('console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-1234.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends security headers with a policy that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('request bodies', () => {
  it('takes an empty body sent as JSON as no body at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('lists every wrong setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
  });
});
