/**
 * The bad-input suite of the realtime link: every event a client may send (the list is typed by the shared
 * `ClientToServerEvents`, so a new event cannot be left out), sent by a member of a real team with payloads no
 * client of ours would send, is answered with a refusal in the product's words, or accepted when harmless (leaving
 * a room one is not in), and never with a server error; the socket goes on working after all of them.
 */
import { type ClientToServerEvents, MESSAGES, type RealtimeAck } from '@skillsync/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useRealtimeApp } from '../test/realtime-app.ts';
import type { Client } from '../test/realtime-clients.ts';

const { connectProjectTeam } = useRealtimeApp();

/** The payloads each event is sent besides the random ones: the shapes a confused or hostile client would try. */
const shaped = (teamId: string) => [
  undefined,
  null,
  42,
  '',
  'not-an-id',
  teamId.toUpperCase(),
  `${teamId}\u0000`,
  'x'.repeat(100_000),
  [],
  [teamId, teamId],
  Array.from({ length: 600 }, () => teamId),
  {},
  { projectId: 42 },
  { projectId: teamId, content: '' },
  { projectId: teamId, content: 'x'.repeat(5000) },
  { projectId: teamId, content: 'Hello', clientId: 'not-a-uuid' },
  { projectId: teamId, content: 'Hello', replyToId: 'nope' },
  { projectId: teamId, content: '', attachmentIds: Array.from({ length: 9 }, () => teamId) },
  { conversationId: teamId, content: 'Hello' },
  { collaborationId: [teamId], content: 'Hello' },
  { room: null },
  { room: { kind: 'direct', id: teamId } },
  { room: { kind: 'project', id: 7 } },
  { ['__proto__']: { isAdmin: true } },
];

/** Every client event, typed: adding one to ClientToServerEvents without listing it here fails the build. */
const EVENTS: { [E in keyof ClientToServerEvents]: true } = {
  'user-online': true,
  'watch-presence': true,
  'unwatch-presence': true,
  'join-project': true,
  'leave-project': true,
  'join-collaboration': true,
  'leave-collaboration': true,
  'join-direct': true,
  'leave-direct': true,
  typing: true,
  'send-message': true,
  'project-update': true,
  'task-update': true,
};

const emit = async (client: Client, event: string, payload: unknown) =>
  (await (
    client as unknown as { emitWithAck(name: string, value: unknown): Promise<RealtimeAck<unknown>> }
  ).emitWithAck(event, payload)) as RealtimeAck<unknown>;

describe('every socket event, with payloads no client of ours sends', () => {
  it('is refused in the product’s words or harmlessly accepted, never a server error, and the socket lives on', async () => {
    const { projectId, member } = await connectProjectTeam();
    const random = fc.sample(fc.anything({ withNullPrototype: true, withBigInt: false, maxDepth: 3 }), {
      seed: 2811,
      numRuns: 25,
    });
    const known = new Set<string>(Object.values(MESSAGES));
    for (const event of Object.keys(EVENTS)) {
      for (const payload of [...shaped(projectId), ...random]) {
        const ack = await emit(member, event, payload);
        if (ack.ok) continue;
        expect(ack.message, `${event} ${JSON.stringify(payload)?.slice(0, 80)}`).not.toBe(MESSAGES.serverError);
        expect(known.has(ack.message), `${event}: ${ack.message}`).toBe(true);
      }
    }
    expect(member.connected).toBe(true);
    expect(await emit(member, 'join-project', projectId)).toEqual({ ok: true });
  });
});
