import { MESSAGES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTeam, buildUserInput, postProblem, registerMember } from './test/builders.ts';
import { createTestApp, useTestApp } from './test/test-app.ts';

const logLines: string[] = [];
const t = useTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

const NUL = '\u0000';
// Each error names its message by code, so a client can show it in the reader's language.
const nulError = (param: string) => ({
  message: MESSAGES.textHasNul,
  code: 'textHasNul',
  errors: [{ param, msg: MESSAGES.textHasNul, code: 'textHasNul' }],
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in a name with a field error, and creates no account', async () => {
    const input = buildUserInput({ name: `a${NUL}b` });
    const response = await t.request('POST', '/api/auth/register', { payload: input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nulError('name'));
    const login = await t.request('POST', '/api/auth/login', {
      payload: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a NUL character in the Problem Wall filters a visitor can reach', async () => {
    for (const query of ['skills=a%00', 'search=solar%00pump']) {
      const response = await t.request('GET', `/api/problems?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.textHasNul);
    }
  });

  it('refuses a NUL character in every text a member stores', async () => {
    const team = await buildTeam(t.app);
    const writes = [
      { method: 'POST', url: '/api/problems', param: 'title', payload: { title: `Solar${NUL} pumps` } },
      { method: 'PUT', url: `/api/problems/${team.problem._id}`, param: 'tags', payload: { tags: [`a${NUL}`] } },
      {
        method: 'PUT',
        url: `/api/problems/${team.problem._id}`,
        param: 'projectLinks',
        payload: { projectLinks: [`https://example.in/${NUL}`] },
      },
      {
        method: 'POST',
        url: `/api/problems/${team.problem._id}/collaborate`,
        param: 'message',
        payload: { message: `hello${NUL}` },
        as: team.stranger,
      },
      {
        method: 'PUT',
        url: `/api/collaboration-requests/${team.requestId}/respond`,
        param: 'responseMessage',
        payload: { status: 'rejected', responseMessage: `no${NUL}` },
      },
      {
        method: 'PUT',
        url: `/api/problems/${team.problem._id}/complete`,
        param: 'completionNotes',
        payload: { completionNotes: `done${NUL}` },
      },
    ] as const;
    for (const write of writes) {
      const { method, url, payload } = write;
      const response = await t.request(method, url, { as: 'as' in write ? write.as : team.author, payload });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(400);
      expect(response.json().errors).toContainEqual({
        param: write.param,
        msg: MESSAGES.textHasNul,
        code: 'textHasNul',
      });
    }
    const detail = await t.request('GET', `/api/problems/${team.problem._id}`);
    expect(detail.json()).toMatchObject({ status: 'Active', tags: [], projectLinks: [] });
  });

  it('refuses an unpaired surrogate (valid JSON, not UTF-8) with a field error, and stores nothing', async () => {
    const team = await buildTeam(t.app);
    // Written as JSON escapes: JSON.stringify would keep a lone surrogate, but the escape is what a client sends.
    const payload = '{"projectLinks":["https://kolar.example.in/repor\\udfaf\\udcf1t"],"tags":["ok"]}';
    const response = await t.request('PUT', `/api/problems/${team.problem._id}`, {
      as: team.author,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      param: 'projectLinks',
      msg: MESSAGES.textMalformed,
      code: 'textMalformed',
    });
    const detail = await t.request('GET', `/api/problems/${team.problem._id}`);
    expect(detail.json()).toMatchObject({ tags: [], projectLinks: [] });
  });
});

describe('cursors', () => {
  // Well-formed, but February has no 30th, and there is no year 0.
  const impossible = [
    ['2025-02-30 00:00:00.000000+00', '00000000-0000-4000-8000-000000000000'],
    ['0000-01-01 00:00:00.000000+00', '00000000-0000-4000-8000-000000000000'],
    ['2025-01-01 24:00:00.000000+00', '00000000-0000-4000-8000-000000000000'],
  ].map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'));

  it('answers a cursor naming an impossible moment with 400 on every paged list', async () => {
    const member = await registerMember(t.app);
    const lists = [
      '/api/problems',
      '/api/problems/user/posted',
      '/api/collaboration-requests/received',
      '/api/collaboration-requests/sent',
      `/api/users/${member.user.id}/collaborations`,
    ];
    for (const list of lists) {
      for (const cursor of impossible) {
        const response = await t.request('GET', `${list}?cursor=${cursor}`, { as: member });
        expect(response.statusCode, list).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.invalidCursor, code: 'invalidCursor' });
      }
    }
  });
});

describe('the error log', () => {
  it('logs a failure as one bounded line with the id the client was given, and no secret', async () => {
    // Break the table under the running server, so that registering fails inside the database.
    await t.app.ctx.db.execute(sql`ALTER TABLE users RENAME COLUMN password_hash TO password_hash_gone`);
    const input = buildUserInput();
    logLines.length = 0;
    const response = await t.request('POST', '/api/auth/register', { payload: input });
    await t.app.ctx.db.execute(sql`ALTER TABLE users RENAME COLUMN password_hash_gone TO password_hash`);

    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ message: MESSAGES.serverError, code: 'serverError', errorId: expect.any(String) });
    const failures = logLines.filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(1);
    const [failure = ''] = failures;
    expect(JSON.parse(failure)).toMatchObject({ errorId: body.errorId, route: '/api/auth/register' });
    expect(failure.length).toBeLessThan(2000);
    const everything = logLines.join('\n');
    for (const secret of [input.email, input.password, '$argon2', 'insert into', 'params']) {
      expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('writes a bounded line for a huge bad request and never a query string or a reset secret', async () => {
    logLines.length = 0;
    await t.request('GET', `/api/problems/${'x'.repeat(5000)}?search=private-words`);
    await t.request('GET', '/reset-password/secret-token-value');
    const everything = logLines.join('\n');
    expect(everything.length).toBeLessThan(3000);
    expect(everything).not.toContain('private-words');
    expect(everything).not.toContain('secret-token-value');
  });
});

describe('caching of personal data', () => {
  it('tells browsers and proxies to keep no API answer', async () => {
    const member = await registerMember(t.app);
    const me = await t.request('GET', '/api/auth/me', { as: member });
    expect(me.headers['cache-control']).toBe('no-store');
    const problem = await postProblem(t.app, member);
    const detail = await t.request('GET', `/api/problems/${problem._id}`, { as: member });
    expect(detail.headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over plain http', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('over https', () => {
  it('pins browsers to https with HSTS', async () => {
    const secure = await createTestApp({ appUrl: 'https://skillsync.example.in' });
    try {
      const response = await secure.request('GET', '/api/health');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
