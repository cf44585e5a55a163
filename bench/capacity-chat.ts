// The chat ledger of a capacity run: every message a member sends, who should hear it (the team's sockets that were
// connected and in the room when it left), and what each socket heard, timed on this process's clock. Lost: an
// acknowledged message some expected socket never heard by the end of the drain. Doubled: a socket heard the same
// message (the same team and seq) twice.

import { percentiles } from './capacity-stats.ts';

type Message = {
  phase: string;
  sentAt: number;
  /** Member indexes of the sockets that should hear it, and how often each did. */
  expected: number[];
  heard: Uint8Array;
  isAccepted: boolean;
};

type PhaseTally = { latencies: number[]; doubled: number; unexpected: number };

/** A message as the server tells it: enough to know which of ours it is and its number in its team. */
export type HeardMessage = { projectId: string; message: { content: string; seq: number } };

export function createChatLedger(runTag: string) {
  const marker = `capacity ${runTag} #`;
  const messages: Message[] = [];
  const tallies = new Map<string, PhaseTally>();
  /** Per member, the `<project>:<seq>` it heard: a second hearing is a double whatever the message. */
  const heardByMember = new Map<number, Set<string>>();
  const tallyOf = (phase: string) => {
    const tally = tallies.get(phase) ?? { latencies: [], doubled: 0, unexpected: 0 };
    tallies.set(phase, tally);
    return tally;
  };
  const missingOf = (message: Message) => {
    let missing = 0;
    for (const count of message.heard) if (count === 0) missing += 1;
    return missing;
  };

  return {
    /** Registers a message about to leave; answers its number, which its content carries. */
    send(phase: string, expected: number[]) {
      const k = messages.length;
      messages.push({
        phase,
        sentAt: performance.now(),
        expected,
        heard: new Uint8Array(expected.length),
        isAccepted: false,
      });
      return { k, content: `${marker}${k}` };
    },
    accepted(k: number) {
      const message = messages[k];
      if (message) message.isAccepted = true;
    },
    /** A `new-message` heard by member `index`'s socket. */
    hear(index: number, event: HeardMessage) {
      const receivedAt = performance.now();
      const { content, seq } = event.message;
      const k = content.startsWith(marker) ? Number(content.slice(marker.length)) : -1;
      const message = messages[k];
      const heard = heardByMember.get(index) ?? new Set<string>();
      heardByMember.set(index, heard);
      const key = `${event.projectId}:${seq}`;
      const tally = tallyOf(message?.phase ?? 'other');
      if (heard.has(key)) {
        tally.doubled += 1;
        return;
      }
      heard.add(key);
      if (!message) return;
      const position = message.expected.indexOf(index);
      if (position < 0) {
        // Its socket joined the room after the message left: heard, but not owed.
        tally.unexpected += 1;
        return;
      }
      message.heard[position] = (message.heard[position] ?? 0) + 1;
      if (message.heard[position] === 1) tally.latencies.push(receivedAt - message.sentAt);
    },
    /** Deliveries still owed for the phase's acknowledged messages. */
    missing(phase: string) {
      let missing = 0;
      for (const message of messages) if (message.phase === phase && message.isAccepted) missing += missingOf(message);
      return missing;
    },
    summary(phase: string) {
      const ofPhase = messages.filter((message) => message.phase === phase);
      const accepted = ofPhase.filter((message) => message.isAccepted);
      const tally = tallyOf(phase);
      return {
        sent: ofPhase.length,
        accepted: accepted.length,
        expectedDeliveries: accepted.reduce((sum, message) => sum + message.expected.length, 0),
        lost: accepted.reduce((sum, message) => sum + missingOf(message), 0),
        doubled: tally.doubled,
        /** Heard by a socket that joined the room after the message left. */
        unexpected: tally.unexpected,
        deliveryMs: percentiles(tally.latencies),
      };
    },
  };
}

export type ChatLedger = ReturnType<typeof createChatLedger>;
export type ChatSummary = ReturnType<ChatLedger['summary']>;
