import { MESSAGES } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Operation = { security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>>; security: Record<string, string[]>[] };

/** What an anonymous visitor may call (spec §6: visitors browse; signing in, with a password, a passkey, Google or GitHub, and out, and a reset link). */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/providers',
  'GET /api/auth/session',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/reset-password/{token}',
  'POST /api/auth/verify-email',
  'POST /api/auth/passkey-sign-in/options',
  'POST /api/auth/passkey-sign-in',
  'GET /api/auth/providers/{provider}/start',
  'GET /api/auth/providers/{provider}/callback',
  'GET /api/auth/provider-pendings/{token}',
  'POST /api/auth/provider-pendings/{token}/sign-up',
  'POST /api/auth/provider-pendings/{token}/link',
  'POST /api/auth/provider-pendings/{token}/mail',
  'POST /api/auth/provider-links/confirm',
  'GET /api/problems/',
  'GET /api/problems/{id}',
  'GET /api/projects/',
  'GET /api/projects/{id}',
  'GET /api/challenges/',
  'GET /api/challenges/stats',
  'GET /api/challenges/{id}',
  'GET /api/challenges/{id}/questions',
  'GET /api/certificates/{id}',
  'GET /api/search',
  'GET /api/stats',
  'GET /api/site/contacts',
  'POST /api/grievances',
  'POST /api/grievances/confirm',
  'GET /api/users/{userId}',
  'GET /api/users/{userId}/reputation',
  'GET /api/users/{userId}/avatar',
  'GET /api/users/{userId}/collaborations',
  'GET /api/follows/{type}/{id}',
  'POST /api/notifications/unsubscribe',
  'GET /api/notifications/unsubscribe',
  'GET /api/appeals/{actionId}',
  'POST /api/appeals/{actionId}',
]);

const operationsOf = (document: Document) =>
  Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs') && !path.startsWith('/api/test/'))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // A path parameter that is no id at all, and a body that is no object at all: only a 401 can be right.
        url: path.replace(/\{[^}]+\}/g, 'not-an-id'),
        security: operation.security ?? document.security,
      })),
    );

describe('members-only routes', () => {
  it('answer an anonymous call 401 before they look at its input, and say so in the API document', async () => {
    const document = (await t.request('GET', '/api/docs/json')).json<Document>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations) {
      const isPublic = PUBLIC_OPERATIONS.has(operation.name);
      // A public route accepts a visitor ({} among its schemes); a members' route requires a session.
      expect(
        operation.security.some((scheme) => Object.keys(scheme).length === 0),
        operation.name,
      ).toBe(isPublic);
      if (isPublic) continue;
      const response = await t.request(operation.method as 'GET', `${operation.url}?limit=-1&cursor=%00`, {
        headers: { 'content-type': 'application/json' },
        payload: operation.method === 'GET' ? undefined : '{"title": 5, ',
      });
      expect([response.statusCode, response.json().code], operation.name).toEqual([401, 'unauthenticated']);
      expect(response.json().message).toBe(MESSAGES.unauthenticated);
    }
  });

  it('answers an anonymous challenge with a bad body 401, not 400', async () => {
    const response = await t.request('POST', '/api/challenges', { payload: { title: '' } });
    expect(response.statusCode).toBe(401);
  });
});
