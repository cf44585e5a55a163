/**
 * Typing indicators (issue 28): a member typing in a room their socket is in is heard by the others in it, never by
 * themselves or anyone outside, at most once per CHAT_TYPING_THROTTLE_MS a socket and room. No test waits a fixed
 * time: the throttle is crossed by moving the server's clock, and what must not arrive is shown with `roundTrip`.
 */
import { CHAT_TYPING_THROTTLE_MS, type RealtimeAck } from '@skillsync/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useRealtimeApp } from '../test/realtime-app.ts';
import { type Client, record, roundTrip } from '../test/realtime-clients.ts';

const { t, connect, connectProjectTeam, connectProblemTeam } = useRealtimeApp();

const typeIn = async (client: Client, room: unknown) =>
  (await client.emitWithAck('typing', { room } as never)) as RealtimeAck;

describe('typing', () => {
  it('is heard by the other member of the room only, with who is typing', async () => {
    const { team, projectId, owner, member } = await connectProjectTeam();
    const room = { kind: 'project', id: projectId } as const;
    // Someone connected but outside the team hears nothing of it.
    const elsewhere = await connect(team.stranger);
    const [heardByMember, heardByOwner, heardElsewhere] = [
      record(member, 'typing'),
      record(owner, 'typing'),
      record(elsewhere, 'typing'),
    ];
    expect(await typeIn(owner, room)).toEqual({ ok: true });
    await Promise.all([roundTrip(member), roundTrip(owner), roundTrip(elsewhere)]);
    expect(heardByMember).toEqual([{ room, user: { _id: team.owner.user.id, name: team.owner.user.name } }]);
    expect(heardByOwner).toEqual([]);
    expect(heardElsewhere).toEqual([]);
  });

  it(`is passed on at most once per ${CHAT_TYPING_THROTTLE_MS} ms a socket and room; more are answered and dropped`, async () => {
    const { team, problemId, author, collaborator } = await connectProblemTeam();
    const room = { kind: 'collaboration', id: problemId } as const;
    const heard = record(author, 'typing');
    for (let n = 0; n < 3; n += 1) expect(await typeIn(collaborator, room)).toEqual({ ok: true });
    await roundTrip(author);
    expect(heard).toHaveLength(1);

    t.advanceClock(CHAT_TYPING_THROTTLE_MS);
    expect(await typeIn(collaborator, room)).toEqual({ ok: true });
    await roundTrip(author);
    expect(heard.map((event) => event.user._id)).toEqual([team.collaborator.user.id, team.collaborator.user.id]);
  });

  it('is refused in a room the socket has not joined, and for a payload that names no room', async () => {
    const { team, projectId, owner } = await connectProjectTeam();
    // The member is on the team, but this socket of theirs never joined its room.
    const notJoined = await connect(team.member);
    const heard = record(owner, 'typing');
    expect(await typeIn(notJoined, { kind: 'project', id: projectId })).toEqual({
      ok: false,
      message: 'Open this chat first',
      code: 'notInChatRoom',
    });
    const stranger = await connect(team.stranger);
    expect(await typeIn(stranger, { kind: 'project', id: projectId })).toMatchObject({ code: 'notInChatRoom' });
    for (const bad of [undefined, 'project', { kind: 'team', id: projectId }, { kind: 'project', id: 'x' }]) {
      expect(await typeIn(stranger, bad)).toMatchObject({ ok: false, code: 'invalidRequest' });
    }
    await roundTrip(owner);
    expect(heard).toEqual([]);
  });

  it('refuses whatever else a client sends as the payload, and the socket goes on working', async () => {
    const { projectId, owner, member } = await connectProjectTeam();
    const heard = record(owner, 'typing');
    const payloads = fc.sample(fc.anything({ withNullPrototype: true, withBigInt: false, maxDepth: 3 }), {
      seed: 28,
      numRuns: 60,
    });
    for (const payload of payloads) {
      const ack = (await member.emitWithAck('typing', payload as never)) as RealtimeAck;
      expect(ack).toMatchObject({ ok: false, code: 'invalidRequest' });
    }
    expect(await typeIn(member, { kind: 'project', id: projectId })).toEqual({ ok: true });
    await roundTrip(owner);
    expect(heard).toHaveLength(1);
  });
});
