import type { ChatMessage, ChatMessageList } from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect } from 'vitest';
import { setRoleByEmail } from '../../modules/users/index.ts';
import { buildProjectTeam, registerMember, signInAgain, type TestMember } from '../builders.ts';
import { projectChat, sendOverHttp } from '../realtime-clients.ts';
import { holdChatRoomLock } from '../row-lock.ts';
import { describeResponse, type RaceReport } from './race-report.ts';
import { describeRaces, eachTrial, itRaces, lineUpBehindRowLock, t } from './race-suite.ts';

const messageUrl = (id: string) => `/api/chat/messages/${id}`;
const edit = (id: string, as: TestMember, content: string) =>
  t.request('PATCH', messageUrl(id), { as, payload: { content } });
const react = (id: string, as: TestMember, emoji: string) =>
  t.request('PUT', `${messageUrl(id)}/reactions/${encodeURIComponent(emoji)}`, { as });

/** The message as the room reads it now (its history), after the race. */
async function messageNow(projectId: string, id: string, as: TestMember) {
  const response = await t.request('GET', projectChat(projectId), { as });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<ChatMessageList>().messages.find((message) => message._id === id);
  if (!found) throw new Error(`message ${id} not in its room`);
  return found;
}

/** A project team whose member's messages the trials act on (one message each). */
async function chatTeam() {
  const team = await buildProjectTeam(t.app);
  let n = 0;
  const send = () => {
    n += 1;
    return sendOverHttp(t.app, projectChat(team.project._id), team.member, { content: `Draft number ${n}` });
  };
  return { team, send };
}

/**
 * After an edit raced a delete: a tombstone with nothing left (no text, no reactions), edited exactly when the edit
 * answered 200, and then numbered after the edit; never an edited tombstone with text.
 */
function findEditDeleteTraces(tombstone: ChatMessage, deleted: Response, edited: Response): string[] {
  const found: string[] = [];
  if (!tombstone.deleted || tombstone.content !== '' || tombstone.reactions.length > 0) {
    found.push(`the message after the race is no bare tombstone: ${JSON.stringify(tombstone)}`);
  }
  const deletedAnswer = deleted.json<ChatMessage>();
  if (deletedAnswer.content !== '' || !deletedAnswer.deleted)
    found.push(describeResponse('the delete answered', deleted));
  if (edited.statusCode === 200) {
    const editAnswer = edited.json<ChatMessage>();
    if (editAnswer.deleted) found.push(describeResponse('the edit answered a deleted message', edited));
    if (tombstone.editedAt === null) found.push('the edit succeeded but the tombstone was never edited');
    if (editAnswer.version >= tombstone.version) found.push('the delete was not numbered after the edit it followed');
  } else if (tombstone.editedAt !== null) {
    found.push(describeResponse('the tombstone shows an edit although the edit answered', edited));
  }
  return found;
}

/** Races of acting on one chat message: its sender's edit against a deletion, two members' reactions. */
describeRaces(() => {
  describe('chat', () => {
    itRaces(
      "a message's sender edits it while it is deleted: a tombstone either way, the edit before it or refused",
      { requests: 'DELETE /api/chat/messages/:id × PATCH', sides: ['delete', 'edit'] },
      async (race: RaceReport) => {
        const { team, send } = await chatTeam();
        let trial = 0;
        await eachTrial(async () => {
          const message = await send();
          const deleting = () => t.request('DELETE', messageUrl(message._id), { as: team.owner });
          const editing = () => edit(message._id, team.member, 'Final wording');
          const editFirst = async (): Promise<[Response, Response]> => {
            const hold = (databaseUrl: string) => holdChatRoomLock(databaseUrl, team.project._id);
            const { firstResponse, secondResponse } = await lineUpBehindRowLock(hold, editing, deleting);
            return [secondResponse, firstResponse];
          };
          // Fired together the delete tends to get in first; every other trial lines the edit up ahead of it,
          // behind the room's lock, so both orders are tried.
          trial += 1;
          const [deleted, edited] = trial % 2 === 0 ? await Promise.all([deleting(), editing()]) : await editFirst();
          race.score(deleted, edited, 200);
          if (deleted.statusCode !== 200) return;
          const tombstone = await messageNow(team.project._id, message._id, team.owner);
          for (const trace of findEditDeleteTraces(tombstone, deleted, edited)) race.fail(trace);
        });
      },
    );

    itRaces(
      'two members react to one message at once: both reactions kept, each numbered apart',
      { requests: 'PUT /api/chat/messages/:id/reactions/:emoji ×2', sides: ['owner', 'member'] },
      async (race: RaceReport) => {
        const { team, send } = await chatTeam();
        await eachTrial(async () => {
          const message = await send();
          const [byOwner, byMember] = await Promise.all([
            react(message._id, team.owner, '👍'),
            react(message._id, team.member, '👍'),
          ]);
          race.score(byOwner, byMember, 200);
          if (byOwner.statusCode !== 200 || byMember.statusCode !== 200) return;
          const versions = [byOwner, byMember].map((answer) => answer.json<ChatMessage>().version);
          if (versions[0] === versions[1]) race.fail(`both reactions were numbered ${versions[0]}`);
          const now = await messageNow(team.project._id, message._id, team.owner);
          const who = now.reactions.flatMap((group) => group.users.map((user) => user._id)).sort();
          const expected = [team.owner.user.id, team.member.user.id].sort();
          if (JSON.stringify(who) !== JSON.stringify(expected)) race.fail(`the reactions kept: ${JSON.stringify(who)}`);
          if (now.version !== Math.max(...versions)) race.fail(`the message is at ${now.version}, not the last change`);
        });
      },
    );

    itRaces(
      'moderators remove a message while its sender edits it: removed either way, the edit before it or refused',
      { requests: 'POST /api/moderation/cases/message/:id/hide × PATCH', sides: ['hide', 'edit'] },
      async (race: RaceReport) => {
        const { team, send } = await chatTeam();
        const moderator = await registerMember(t.app);
        await setRoleByEmail(t.app.ctx.db, [moderator.user.email], 'moderator');
        const acting = await signInAgain(t.app, moderator);
        await eachTrial(async () => {
          const message = await send();
          const reported = await t.request('POST', '/api/reports', {
            as: team.owner,
            payload: { subjectType: 'message', subjectId: message._id, reason: 'spam' },
          });
          expect(reported.statusCode, reported.body).toBe(201);
          const [hidden, edited] = await Promise.all([
            t.request('POST', `/api/moderation/cases/message/${message._id}/hide`, {
              as: acting,
              payload: { note: 'Advertising' },
            }),
            edit(message._id, team.member, 'Nothing to see here'),
          ]);
          race.score(hidden, edited, 200);
          const now = await messageNow(team.project._id, message._id, team.member);
          if (!now.removed) race.fail('the message is not removed after the hide');
          if (edited.statusCode === 200 && edited.json<ChatMessage>().version >= now.version) {
            race.fail('the removal was not numbered after the edit it followed');
          }
        });
      },
    );
  });
});
