/**
 * A member hears of their own reputation awards wherever they are (their dashboard, not the team's room): a
 * collaborator's dashboard follows the author's completion without a reload. No test waits a fixed time: each waits
 * for the event it expects, and `roundTrip` shows that an event did not reach a socket.
 */
import type { ChallengeDetail } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildProjectTeam,
  buildTeam,
  hostChallenge,
  joinChallenge,
  joinTeam,
  registerMember,
  signInAgain,
  submitEntry,
  type TestMember,
} from '../test/builders.ts';
import { useRealtimeApp } from '../test/realtime-app.ts';
import { nextEvent, record, roundTrip } from '../test/realtime-clients.ts';

const { t, connect } = useRealtimeApp();

describe('reputation awards over the realtime link', () => {
  it('tells a credited collaborator and the author, not a stranger, when a problem is completed', async () => {
    const team = await buildTeam(t.app);
    // Connected as on the dashboard: in their own room only, not the team's.
    const [collaborator, author, stranger] = await Promise.all([
      connect(team.collaborator),
      connect(team.author),
      connect(team.stranger),
    ]);
    const toCollaborator = nextEvent(collaborator, 'reputation-changed');
    const toAuthor = nextEvent(author, 'reputation-changed');
    const heardByStranger = record(stranger, 'reputation-changed');
    await complete(`/api/problems/${team.problem._id}`, team.author, [team.collaborator]);
    const source = { sourceType: 'problem', sourceId: team.problem._id };
    expect(await toCollaborator).toEqual(source);
    expect(await toAuthor).toEqual(source);
    await roundTrip(stranger);
    expect(heardByStranger).toEqual([]);
  });

  it('tells a credited project member, and not one left uncredited, when a project is completed', async () => {
    const team = await buildProjectTeam(t.app);
    const uncredited = await registerMember(t.app);
    await joinTeam(t.app, team.owner, uncredited, team.project._id);
    const [member, left] = await Promise.all([connect(team.member), connect(uncredited)]);
    const toMember = nextEvent(member, 'reputation-changed');
    const heardByUncredited = record(left, 'reputation-changed');
    await complete(`/api/projects/${team.project._id}`, team.owner, [team.member]);
    expect(await toMember).toEqual({ sourceType: 'project', sourceId: team.project._id });
    await roundTrip(left);
    expect(heardByUncredited).toEqual([]);
  });

  it('tells a challenge winner when the host publishes the results', async () => {
    const [host, entrant] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const challenge = await hostChallenge(t.app, host);
    await joinChallenge(t.app, entrant, challenge._id);
    const entry = await submitEntry(t.app, entrant, challenge._id);
    passDeadline(challenge);
    // The clock moved past the first sessions: both sign in again.
    const [judge, winner] = await Promise.all([signInAgain(t.app, host), signInAgain(t.app, entrant)]);
    const client = await connect(winner);
    const scored = await t.request('PUT', `/api/challenges/${challenge._id}/submissions/${entry._id}/score`, {
      as: judge,
      payload: { scores: [9, 8, 9] },
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const toWinner = nextEvent(client, 'reputation-changed');
    const published = await t.request('POST', `/api/challenges/${challenge._id}/results`, { as: judge });
    expect(published.statusCode, published.body).toBe(200);
    expect(await toWinner).toEqual({ sourceType: 'challenge', sourceId: challenge._id });
  });
});

/** Completes the problem or project at `url` as its author or owner, crediting `acknowledged`; it must succeed. */
async function complete(url: string, as: TestMember, acknowledged: TestMember[]) {
  const completed = await t.request('PUT', `${url}/complete`, {
    as,
    payload: { acknowledgedCollaborators: acknowledged.map((member) => member.user.id) },
  });
  expect(completed.statusCode, completed.body).toBe(200);
}

/** Moves the app's clock a minute past the challenge's deadline. */
function passDeadline(challenge: ChallengeDetail) {
  t.advanceClock(Math.max(0, Date.parse(challenge.endsAt) - t.app.ctx.clock().getTime()) + 60_000);
}
