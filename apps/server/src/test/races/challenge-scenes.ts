import type { ChallengeDetail, ReputationHistory } from '@skillsync/shared';
import { establish, hostChallenge, registerMember, signInAgain, submitEntry, type TestMember } from '../builders.ts';
import { describeResponse } from './race-report.ts';
import { t } from './race-suite.ts';

// ---- The API of a challenge, as its host and participants use it ----

export const joinChallenge = (member: TestMember, challengeId: string) =>
  t.request('POST', `/api/challenges/${challengeId}/join`, { as: member });
export const editChallenge = (host: TestMember, challengeId: string, payload: object) =>
  t.request('PUT', `/api/challenges/${challengeId}`, { as: host, payload });
export const deleteChallenge = (host: TestMember, challengeId: string) =>
  t.request('DELETE', `/api/challenges/${challengeId}`, { as: host });
export const scoreSubmission = (host: TestMember, challengeId: string, submissionId: string, scores: number[]) =>
  t.request('PUT', `/api/challenges/${challengeId}/submissions/${submissionId}/score`, {
    as: host,
    payload: { scores },
  });
export const publishResults = (host: TestMember, challengeId: string) =>
  t.request('POST', `/api/challenges/${challengeId}/results`, { as: host });

/** The challenge as this member (or an anonymous visitor) sees it; null once it is gone. */
export async function challengeAs(
  viewer: TestMember | undefined,
  challengeId: string,
): Promise<ChallengeDetail | null> {
  const response = await t.request('GET', `/api/challenges/${challengeId}`, { as: viewer });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the challenge', response));
  return response.json<ChallengeDetail>();
}

/** A member's reputation and its awards, as anyone may read them: no session needed once the clock moved days. */
export async function reputationHistoryOf(member: TestMember): Promise<ReputationHistory> {
  const response = await t.request('GET', `/api/users/${member.user.id}/reputation`);
  if (response.statusCode !== 200) throw new Error(describeResponse('GET the reputation history', response));
  return response.json<ReputationHistory>();
}

export type ChallengeScene = { host: TestMember; member: TestMember; challenge: ChallengeDetail };
export type JudgingScene = {
  host: TestMember;
  challenge: ChallengeDetail;
  entrants: TestMember[];
  submissionIds: string[];
};

/** A fresh host with an active challenge nobody has joined yet, and a fresh member who may join it. */
export async function openChallenge(): Promise<ChallengeScene> {
  const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  return { host, member, challenge: await hostChallenge(t.app, host) };
}

/**
 * One judging scene a trial, built ahead of the trials: a challenge of one host's that `entrantsEach` fresh
 * members joined and entered, its deadline passed. The clock moves once, past every deadline, and the host (the
 * only one who acts afterwards) signs in again. Fresh entrants each time, so every award is a first credit.
 */
export async function openJudgingScenes(trials: number, entrantsEach: number): Promise<JudgingScene[]> {
  // Hosts a challenge a trial: more than a new account may in a day.
  const host = await establish(t.app, await registerMember(t.app));
  const scenes: Omit<JudgingScene, 'host'>[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    // Prizes for three places: every place the races award is a winning one.
    const challenge = await hostChallenge(t.app, host, { prizes: [30000, 20000, 10000], prizeAmount: 60000 });
    const entrants = await Promise.all(Array.from({ length: entrantsEach }, () => registerMember(t.app)));
    const submissionIds: string[] = [];
    for (const entrant of entrants) {
      const joined = await joinChallenge(entrant, challenge._id);
      if (joined.statusCode !== 201) throw new Error(describeResponse('join the challenge', joined));
      submissionIds.push((await submitEntry(t.app, entrant, challenge._id))._id);
    }
    scenes.push({ challenge, entrants, submissionIds });
  }
  const lastDeadline = Math.max(...scenes.map(({ challenge }) => Date.parse(challenge.endsAt)));
  t.advanceClock(Math.max(0, lastDeadline - t.app.ctx.clock().getTime()) + 60_000);
  const judge = await signInAgain(t.app, host);
  return scenes.map((scene) => ({ ...scene, host: judge }));
}

/** The host scores each of these entries in turn; throws unless every score is taken. */
export async function scoreAll(
  host: TestMember,
  challengeId: string,
  marks: [submissionId: string, scores: number[]][],
) {
  for (const [submissionId, scores] of marks) {
    const scored = await scoreSubmission(host, challengeId, submissionId, scores);
    if (scored.statusCode !== 200) throw new Error(describeResponse('score', scored));
  }
}

/** Each leaderboard entry as `member id: place, total, winner or not`, for a failure message. */
export const standingsOf = (challenge: ChallengeDetail | null) =>
  (challenge?.leaderboard ?? []).map(
    (entry) => `${entry.user._id}: ${entry.rank}, ${entry.totalScore}, ${entry.isWinner ? 'winner' : '-'}`,
  );

// ---- Keeping the score ----
