/**
 * A team's messages are numbered in the order they are stored, so a member who asks for what follows the last
 * message they hold never misses one, even when sends race and one commits after a later-stamped one.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@skillsync/shared';
import { describe, expect, inject, it } from 'vitest';
import { buildProjectTeam } from '../../test/builders.ts';
import { history, projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the order of a team chat', () => {
  it('numbers the messages 1, 2, 3 as they are stored; a resend takes no number; `after` follows the numbers', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    const url = projectChat(project._id);
    const clientId = randomUUID();
    const first = await sendOverHttp(t.app, url, owner, { content: 'First', clientId: randomUUID() });
    const second = await sendOverHttp(t.app, url, member, { content: 'Second', clientId });
    const resent = await t.app.inject({
      method: 'POST',
      url,
      headers: member.auth,
      payload: { content: 'Second', clientId },
    });
    expect(resent.json<ChatMessage>()).toMatchObject({ _id: second._id, seq: 2 });
    const third = await sendOverHttp(t.app, url, owner, { content: 'Third', clientId: randomUUID() });
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    const after = await history(t.app, `${url}?after=${first._id}`, member);
    expect(after.map((message) => [message.seq, message.content])).toEqual([
      [2, 'Second'],
      [3, 'Third'],
    ]);
  });

  // Sends race only where transactions run side by side: PostgreSQL (PGlite has one connection).
  it.runIf(inject('databaseUrl'))(
    'gives a member who keeps asking for what follows their last message every message once, while sends race',
    async () => {
      const { project, owner, member } = await buildProjectTeam(t.app);
      const url = projectChat(project._id);
      const anchor = await sendOverHttp(t.app, url, owner, { content: 'Start', clientId: randomUUID() });
      const held: ChatMessage[] = [anchor];
      let sending = true;
      const readOn = async () => {
        const last = held.at(-1) as ChatMessage;
        const next = await history(t.app, `${url}?after=${last._id}`, member);
        held.push(...next);
        return next.length;
      };
      // The reader asks for what follows the last message it holds, again and again, while thirty sends race.
      const reader = (async () => {
        while (sending) await readOn();
        while ((await readOn()) > 0);
      })();
      const sent = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          sendOverHttp(t.app, url, n % 2 ? owner : member, { content: `Message ${n}`, clientId: randomUUID() }),
        ),
      );
      sending = false;
      await reader;
      expect(held.map((message) => message.seq)).toEqual(Array.from({ length: 31 }, (_, n) => n + 1));
      expect(new Set(held.map((message) => message._id))).toEqual(
        new Set([anchor._id, ...sent.map((message) => message._id)]),
      );
    },
  );
});
