/**
 * How a member who was away catches up on a team's chat: the messages they missed, page by page, and across a
 * server restart. One app on PGlite or, with DATABASE_URL, PostgreSQL; no Redis.
 *
 * No test waits a fixed time: each waits for the event it expects.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@skillsync/shared';
import { describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { buildProjectTeam, buildTeam } from '../test/builders.ts';
import { useMailbox } from '../test/mailbox.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import {
  collaborationChat,
  history,
  listen,
  nextMessage,
  projectChat,
  sendOverHttp,
  sendOverSocket,
} from '../test/realtime-clients.ts';
import { testConfig } from '../test/test-app.ts';

// The restarted server's members open their verification links from here.
const mailbox = useMailbox();
const { t, connectToTeam, connectProjectTeam } = useRealtimeApp();

const ids = (messages: ChatMessage[]) => messages.map((message) => message._id);

/**
 * A database that outlives the app on it, for a restart: a scratch PostgreSQL database when the run has one, else
 * PGlite in a directory of its own.
 */
async function persistentDatabase(): Promise<{ overrides: Partial<Config>; drop: () => Promise<void> }> {
  const baseUrl = inject('databaseUrl');
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'skillsync_test');
    return { overrides: { databaseUrl: scratch.url }, drop: scratch.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skillsync-restart-'));
  return { overrides: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

describe('catching up', () => {
  it('gives a member who was away exactly the messages they missed, in order, after the last one they saw', async () => {
    const { team, projectId, owner, member: away } = await connectProjectTeam();
    const url = projectChat(projectId);
    const seen = nextMessage(away, 'new-message', 'Before the train');
    const lastSeen = await sendOverHttp(t.app, url, team.owner, { content: 'Before the train' });
    expect((await seen)._id).toBe(lastSeen._id);
    away.disconnect();

    const missed = [
      await sendOverHttp(t.app, url, team.owner, { content: 'Missed one' }),
      await sendOverSocket(owner, { projectId, content: 'Missed two', clientId: randomUUID() }),
      await sendOverHttp(t.app, url, team.owner, { content: 'Missed three' }),
    ];

    const back = await connectToTeam(team.member, 'project', projectId);
    const caughtUp = await history(t.app, `${url}?after=${lastSeen._id}`, team.member);
    expect(ids(caughtUp)).toEqual(ids(missed));
    expect(caughtUp.map((message) => message.content)).toEqual(['Missed one', 'Missed two', 'Missed three']);

    // What comes next arrives live, and a later catch-up from the newest message has only it: nothing twice.
    const live = nextMessage(back, 'new-message', 'Welcome back');
    const next = await sendOverHttp(t.app, url, team.owner, { content: 'Welcome back' });
    expect((await live)._id).toBe(next._id);
    expect(ids(await history(t.app, `${url}?after=${missed.at(-1)?._id}`, team.member))).toEqual([next._id]);
    expect(await history(t.app, `${url}?after=${next._id}`, team.member)).toEqual([]);
  });

  it('gives a long absence page by page: each page starts after the last message of the one before', async () => {
    const team = await buildTeam(t.app);
    const url = collaborationChat(team.problem._id);
    const lastSeen = await sendOverHttp(t.app, url, team.author, { message: 'Seen' });
    const missed: ChatMessage[] = [];
    for (const content of ['One', 'Two', 'Three', 'Four', 'Five']) {
      missed.push(await sendOverHttp(t.app, url, team.author, { message: content }));
    }
    const pages: string[][] = [];
    let after = lastSeen._id;
    for (;;) {
      const page = await history(t.app, `${url}?after=${after}&limit=2`, team.collaborator);
      if (page.length === 0) break;
      pages.push(page.map((message) => message.content));
      after = page.at(-1)?._id ?? '';
    }
    expect(pages).toEqual([['One', 'Two'], ['Three', 'Four'], ['Five']]);
  });

  it("refuses to catch up after a message of another team's chat", async () => {
    const [one, two] = await Promise.all([buildProjectTeam(t.app), buildProjectTeam(t.app)]);
    const elsewhere = await sendOverHttp(t.app, projectChat(two.project._id), two.owner, { content: 'Ours' });
    const response = await t.request('GET', `${projectChat(one.project._id)}?after=${elsewhere._id}`, {
      as: one.owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidCursor' });
    expect(response.body).not.toContain('Ours');
  });

  it('catches a member up across a server restart: what was said before and after it, once each, in order', async () => {
    const database = await persistentDatabase();
    const config = testConfig({ ...database.overrides, smtpUrl: mailbox.url });
    let running: App | undefined = await buildApp(config);
    try {
      const first = running;
      const team = await buildProjectTeam(first);
      const projectId = team.project._id;
      const url = projectChat(projectId);
      const away = await connectToTeam(team.member, 'project', projectId, await listen(first));
      const seen = nextMessage(away, 'new-message', 'Before the restart');
      const lastSeen = await sendOverHttp(first, url, team.owner, { content: 'Before the restart' });
      expect((await seen)._id).toBe(lastSeen._id);
      away.disconnect();
      const missedBefore = await sendOverHttp(first, url, team.owner, { content: 'While you were away' });
      running = undefined;
      await first.close();

      const second = await buildApp(config);
      running = second;
      const secondBase = await listen(second);
      const missedAfter = await sendOverHttp(second, url, team.owner, { content: 'After the restart' });
      // The member's session survived the restart: the same token lets them back in.
      const back = await connectToTeam(team.member, 'project', projectId, secondBase);
      const caughtUp = await history(second, `${url}?after=${lastSeen._id}`, team.member);
      expect(ids(caughtUp)).toEqual([missedBefore._id, missedAfter._id]);

      const live = nextMessage(back, 'new-message', 'Live again');
      const next = await sendOverHttp(second, url, team.owner, { content: 'Live again' });
      expect((await live)._id).toBe(next._id);
      expect(ids(await history(second, `${url}?after=${missedAfter._id}`, team.member))).toEqual([next._id]);
    } finally {
      await running?.close();
      await database.drop();
    }
  }, 120_000);
});
