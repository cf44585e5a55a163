import type {
  ChallengeDetail,
  ChallengeList,
  ChallengeStats,
  CreateChallengeInput,
  ReputationHistory,
  Submission,
  UserProfile,
} from '@skillsync/shared';
import { expect } from 'vitest';
import { hostChallenge, joinChallenge, registerMember, signInAgain, submitEntry, type TestMember } from './builders.ts';
import type { TestAppHandle } from './test-app.ts';

/** The requests challenge tests send to this app, answers and all, and the reads that must answer 200. */
export function challengeCalls(t: TestAppHandle) {
  const expectJson = async <T>(sent: ReturnType<TestAppHandle['request']>) => {
    const response = await sent;
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const listPage = (query: string, as?: TestMember) =>
    expectJson<ChallengeList>(t.request('GET', `/api/challenges?${query}`, { as }));
  return {
    /** `count` new members, registered at once. */
    register: (count: number) => Promise.all(Array.from({ length: count }, () => registerMember(t.app))),
    /** The app's clock, which the tests move: what the server calls now. */
    now: () => t.app.ctx.clock().getTime(),
    join: (id: string, as?: TestMember) => t.request('POST', `/api/challenges/${id}/join`, { as }),
    submit: (id: string, as: TestMember | undefined, payload: object) =>
      t.request('POST', `/api/challenges/${id}/submissions`, { as, payload }),
    score: (id: string, submissionId: string, as: TestMember | undefined, payload: object) =>
      t.request('PUT', `/api/challenges/${id}/submissions/${submissionId}/score`, { as, payload }),
    publish: (id: string, as?: TestMember) => t.request('POST', `/api/challenges/${id}/results`, { as }),
    detail: (id: string, as?: TestMember) => t.request('GET', `/api/challenges/${id}`, { as }),
    detailFor: (id: string, as?: TestMember) =>
      expectJson<ChallengeDetail>(t.request('GET', `/api/challenges/${id}`, { as })),
    listPage,
    listIds: async (query: string, as?: TestMember) =>
      (await listPage(query, as)).challenges.map((challenge) => challenge._id),
    historyOf: (member: TestMember) =>
      expectJson<ReputationHistory>(t.request('GET', `/api/users/${member.user.id}/reputation`)),
    profileOf: (member: TestMember) => expectJson<UserProfile>(t.request('GET', `/api/users/${member.user.id}`)),
    /** The challenge figures as they stand now. */
    statsNow: () => expectJson<ChallengeStats>(t.request('GET', '/api/challenges/stats')),
    /** Moves the app's clock a minute past the challenge's deadline. */
    passDeadline(challenge: ChallengeDetail) {
      t.advanceClock(Math.max(0, Date.parse(challenge.endsAt) - t.app.ctx.clock().getTime()) + 60_000);
    },
  };
}

export type Contest = { host: TestMember; challenge: ChallengeDetail; entrants: TestMember[]; entries: Submission[] };

/** Contests staged through this app's API, ready to judge, and their judging. */
export function challengeContests(t: TestAppHandle) {
  const { register, score, publish, passDeadline } = challengeCalls(t);

  /**
   * A challenge of the host's (three judging criteria) that the entrants joined and entered in order, its deadline
   * passed: the judging is open. Everyone is signed in again, the clock having moved past their sessions.
   * `terms` change the challenge's form (its prizes, say).
   */
  async function stageContest(
    host: TestMember,
    entrants: TestMember[],
    terms: Partial<CreateChallengeInput> = {},
  ): Promise<Contest> {
    const challenge = await hostChallenge(t.app, host, terms);
    const entries: Submission[] = [];
    for (const entrant of entrants) {
      await joinChallenge(t.app, entrant, challenge._id);
      entries.push(await submitEntry(t.app, entrant, challenge._id));
    }
    passDeadline(challenge);
    return {
      host: await signInAgain(t.app, host),
      challenge,
      entrants: await Promise.all(entrants.map((entrant) => signInAgain(t.app, entrant))),
      entries,
    };
  }

  return {
    stageContest,
    /** As stageContest, with a new host and `count` new entrants. */
    async runContest(count: number, terms: Partial<CreateChallengeInput> = {}): Promise<Contest> {
      const [host, ...entrants] = await register(count + 1);
      if (!host) throw new Error('host missing');
      return stageContest(host, entrants, terms);
    },
    /** The host scores the entries in order and publishes the results. */
    async judge({ host, challenge, entries }: Contest, scores: number[][], feedback: string[] = []) {
      for (const [index, entry] of entries.entries()) {
        const scored = await score(challenge._id, entry._id, host, {
          scores: scores[index],
          feedback: feedback[index],
        });
        expect(scored.statusCode).toBe(200);
      }
      const published = await publish(challenge._id, host);
      expect(published.statusCode).toBe(200);
      return published.json<ChallengeDetail>();
    },
  };
}

/** Each leaderboard entry as [its author, place, prize share in paise]. */
export const prizeShares = (challenge: ChallengeDetail) =>
  challenge.leaderboard.map((entry) => [entry.user._id, entry.rank, entry.prizePaise]);

/** Each leaderboard entry as [its author, place, total, winner or not]. */
export const standings = (challenge: ChallengeDetail) =>
  challenge.leaderboard.map((entry) => [entry.user._id, entry.rank, entry.totalScore, entry.isWinner]);
