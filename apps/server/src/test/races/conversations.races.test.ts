import type { Conversation } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../builders.ts';
import { conversationCalls } from '../conversation-calls.ts';
import { codeOf } from './race-report.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/**
 * Races of direct conversations: a pair starting their conversation at once (either way round), and a request
 * accepted while one of the two blocks the other. Accept and every send take the conversation's row lock and read
 * the blocks under it, so a block that commits first refuses the accept, and one that commits after leaves an open
 * conversation that refuses every message.
 */
describeRaces(() => {
  const talk = conversationCalls(t);

  describe('direct conversations', () => {
    it(
      'two members start their conversation at once, either way round, or one twice: one conversation',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [one, two] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const starts = await Promise.all([talk.start(one, two), talk.start(two, one), talk.start(one, two)]);
          for (const start of starts) expect([200, 201], start.body).toContain(start.statusCode);
          expect(starts.filter((start) => start.statusCode === 201)).toHaveLength(1);
          const ids = new Set(starts.map((start) => start.json<Conversation>()._id));
          expect(ids.size).toBe(1);
          const [id] = ids;
          expect((await talk.say(one, id as string)).statusCode).toBe(201);
          expect(await talk.idsIn(two, 'requests')).toEqual([id]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a request is accepted while one of the two blocks the other: accepted then blocked, or refused; never a message across the block',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [asking, asked] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const { _id: id } = await talk.started(asking, asked);
          expect((await talk.say(asking, id)).statusCode).toBe(201);
          const [blocker, blocked] = trial % 2 === 0 ? [asked, asking] : [asking, asked];
          const [accepted, block] = await Promise.all([talk.accept(asked, id), talk.block(blocker, blocked)]);
          expect(block.statusCode, block.body).toBe(200);
          if (accepted.statusCode === 200) {
            expect(accepted.json<Conversation>().status).toBe('open');
          } else {
            expect(accepted.statusCode, accepted.body).toBe(403);
            expect(codeOf(accepted)).toBe('messageRefused');
            expect((await talk.view(asked, id)).status).toBe('request');
          }
          for (const [from, to] of [
            [asking, asked],
            [asked, asking],
          ] as const) {
            const sent = await talk.say(from, id);
            expect(sent.statusCode, `${sent.body} to ${to.user.id}`).toBe(403);
            expect(codeOf(sent)).toBe('messageRefused');
          }
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a member sends while the other blocks them: the message came first or is refused, and nothing after the block',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const [asking, asked] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
          const { _id: id } = await talk.started(asking, asked);
          expect((await talk.say(asking, id)).statusCode).toBe(201);
          expect((await talk.accept(asked, id)).statusCode).toBe(200);
          const [sent, block] = await Promise.all([talk.say(asking, id), talk.block(asked, asking)]);
          expect(block.statusCode).toBe(200);
          if (sent.statusCode !== 201) {
            expect(sent.statusCode, sent.body).toBe(403);
            expect(codeOf(sent)).toBe('messageRefused');
          }
          const messages = (await talk.history(asked, id)).messages;
          expect(messages).toHaveLength(sent.statusCode === 201 ? 2 : 1);
          expect((await talk.say(asking, id)).statusCode).toBe(403);
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});
