import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { newMember, PASSWORD, verificationLinkFor } from './helpers.ts';
import { CLIENT_PORT, SERVER_PORT } from './ports.ts';

// A client written to spec §7 and hosted elsewhere: its page lives on another origin listed in CORS_ORIGINS.
const clientOrigin = `http://127.0.0.1:${CLIENT_PORT}`;
const api = `http://localhost:${SERVER_PORT}/api`;
let client: Server;

test.beforeAll(async () => {
  client = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Spec client</title><h1>Spec client</h1></html>');
  });
  await new Promise<void>((resolve) => client.listen(CLIENT_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => client.close(resolve));
});

type Call = { method: string; path: string; token?: string; body?: object };

test('a page on another listed origin registers with the spec fields, then edits and deletes a project with its Bearer token', async ({
  page,
}) => {
  await page.goto(clientOrigin);
  // Runs in the client's page, so the browser applies CORS (preflights included) exactly as for a real client.
  const call = (request: Call) =>
    page.evaluate(
      async ({ api, method, path, token, body }) => {
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        if (body) headers['content-type'] = 'application/json';
        const response = await fetch(`${api}${path}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: await response.json() };
      },
      { api, ...request },
    );

  const member = newMember('Spec Client');
  const registered = await call({
    method: 'POST',
    path: '/auth/register',
    body: { name: member.name, email: member.email, password: PASSWORD },
  });
  expect(registered.status).toBe(201);
  const token: string = registered.body.token;
  // Posting waits for the address to be proven: the member opens the mailed link, which leads to our own pages.
  const mailTab = await page.context().newPage();
  await mailTab.goto(await verificationLinkFor(member.email));
  await expect(mailTab.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
  await mailTab.close();

  const created = await call({
    method: 'POST',
    path: '/projects',
    token,
    body: {
      title: 'Ward water tanker tracker',
      description: 'Residents never know when the tanker reaches their lane, so they wait for hours.',
      category: 'Web Development',
      difficulty: 'Beginner',
      skillsNeeded: ['React'],
      duration: '1-2 months',
      goals: 'Tell each lane when the tanker is ten minutes away.',
    },
  });
  expect(created.status).toBe(201);
  const id: string = created.body._id;

  const edited = await call({ method: 'PUT', path: `/projects/${id}`, token, body: { title: 'Tanker tracker' } });
  expect(edited.status).toBe(200);
  expect(edited.body.title).toBe('Tanker tracker');

  const deleted = await call({ method: 'DELETE', path: `/projects/${id}`, token });
  expect(deleted.status).toBe(200);
  expect((await call({ method: 'GET', path: `/projects/${id}` })).status).toBe(404);
});
