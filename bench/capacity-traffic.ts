// Presence traffic as the members' sockets receive it, counted without parsing it. The old server tells every socket
// the whole list of online members on every change: at thousands of sockets that is gigabytes of JSON, which the
// load generator (one process for every member) could not parse and still time anything. So the sockets use
// socket.io-client's own parser with one change: an `online-users` or `presence` event is counted, by the length of
// its payload's JSON, and dropped before it is parsed. No bench handler listens to them.

import { Manager } from 'socket.io-client';

type PresenceKind = 'online-users' | 'presence';

/** The two events, and the lists of online ids that answer `user-online` and `watch-presence`. */
export type PresenceTraffic = Record<PresenceKind | 'answers', { events: number; bytes: number }>;

const counted: PresenceTraffic = {
  'online-users': { events: 0, bytes: 0 },
  presence: { events: 0, bytes: 0 },
  answers: { events: 0, bytes: 0 },
};

// An event packet without a namespace or an acknowledgement id: `2["name",<payload>]`.
const PREFIXES: [PresenceKind, string][] = [
  ['online-users', '2["online-users",'],
  ['presence', '2["presence",'],
];

type PacketDecoder = { add(chunk: unknown): void };

// socket.io-client exports no parser of its own: its Manager makes one, whose classes are taken here.
const probe = new Manager('http://127.0.0.1', { autoConnect: false });
const parts = probe as unknown as { encoder: object; decoder: object };
const DefaultEncoder = parts.encoder.constructor as new () => object;
const DefaultDecoder = parts.decoder.constructor as new () => PacketDecoder;

class CountingDecoder extends DefaultDecoder {
  override add(chunk: unknown) {
    if (typeof chunk === 'string') {
      for (const [kind, prefix] of PREFIXES) {
        if (!chunk.startsWith(prefix)) continue;
        counted[kind].events += 1;
        // The packet less its prefix and the closing bracket: the payload's JSON, as the server serialised it.
        counted[kind].bytes += chunk.length - prefix.length - 1;
        return;
      }
    }
    super.add(chunk);
  }
}

/** The `parser` option of every bench socket. */
export const countingParser = { Encoder: DefaultEncoder, Decoder: CountingDecoder };

/** Counts an answer's list of online ids by its JSON length, without serialising it: `["a","b"]`. */
export function countAnswer(ids: readonly string[]) {
  let bytes = 2 + Math.max(0, ids.length - 1);
  for (const id of ids) bytes += id.length + 2;
  counted.answers.events += 1;
  counted.answers.bytes += bytes;
}

/** What all sockets have received so far (ids are ASCII, so characters are bytes). */
export function presenceTraffic(): PresenceTraffic {
  return {
    'online-users': { ...counted['online-users'] },
    presence: { ...counted.presence },
    answers: { ...counted.answers },
  };
}

/** The traffic between two readings; `bytes` sums the two events' payloads (answers apart). */
export function trafficSince(before: PresenceTraffic): PresenceTraffic & { bytes: number } {
  const now = presenceTraffic();
  const since = (kind: keyof PresenceTraffic) => ({
    events: now[kind].events - before[kind].events,
    bytes: now[kind].bytes - before[kind].bytes,
  });
  const traffic = { 'online-users': since('online-users'), presence: since('presence'), answers: since('answers') };
  return { ...traffic, bytes: traffic['online-users'].bytes + traffic.presence.bytes };
}
