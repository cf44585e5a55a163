/**
 * A chat message moderators removed (issue 27), over the realtime link: what a team hears live never carries its
 * text; its sender, answered on their own send, reads it and why. No test waits a fixed time.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerMember, signInAgain } from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import { nextEvent, projectChat, sendOverHttp, sendOverSocket } from '../test/realtime-clients.ts';

const MODERATOR = 'removed.message@example.in';
const { t, connectProjectTeam } = useRealtimeApp({ moderatorEmails: [MODERATOR] });

/** The owner reports the message and the moderator hides it. */
async function hideReported(messageId: string, reporter: Parameters<typeof signInAgain>[1]) {
  const moderator = await signInAgain(t.app, await registerMember(t.app, { email: MODERATOR }));
  const reported = await t.request('POST', '/api/reports', {
    as: reporter,
    payload: { subjectType: 'message', subjectId: messageId, reason: 'harassment' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const hidden = await t.request('POST', `/api/moderation/cases/message/${messageId}/hide`, {
    as: moderator,
    payload: { note: 'Insults a teammate' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
}

describe('a removed chat message over the realtime link', () => {
  it('is resent to the team without its text, while its sender is answered with it and why', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const payload = { content: 'Something rude', clientId: randomUUID() };
    const sent = await sendOverHttp(t.app, projectChat(projectId), team.member, payload);
    expect(sent).toMatchObject({ removed: false, removal: null });
    await hideReported(sent._id, team.owner);

    // A resend of the same message (a shaky line) tells the room again: the owner hears it emptied.
    const heard = nextEvent(owner, 'new-message');
    const again = await t.request('POST', projectChat(projectId), { as: team.member, payload });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      _id: sent._id,
      content: 'Something rude',
      removed: true,
      removal: { reason: 'Insults a teammate', actionId: expect.any(String) },
    });
    expect((await heard).message).toMatchObject({
      _id: sent._id,
      seq: sent.seq,
      content: '',
      removed: true,
      removal: null,
    });

    // The same over the socket: the acknowledgement is the sender's, the room's copy has no text.
    const heardAgain = nextEvent(owner, 'new-message');
    const acknowledged = await sendOverSocket(member, { projectId, ...payload });
    expect(acknowledged).toMatchObject({ content: 'Something rude', removed: true });
    expect((await heardAgain).message).toMatchObject({ content: '', removed: true, removal: null });
  });
});
