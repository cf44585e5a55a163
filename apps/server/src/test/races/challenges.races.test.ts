import { CHALLENGE_PLACE_POINTS, type ChallengeDetail } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { establish, hostChallenge, indiaDay, registerMember } from '../builders.ts';
import { holdChallengeRowLock } from '../row-lock.ts';
import {
  challengeAs,
  deleteChallenge,
  editChallenge,
  joinChallenge,
  openChallenge,
  openJudgingScenes,
  publishResults,
  reputationHistoryOf,
  scoreAll,
  scoreSubmission,
  standingsOf,
} from './challenge-scenes.ts';
import { codeOf, describeResponse } from './race-report.ts';
import {
  describeRaces,
  eachTrial,
  expectLinedUp,
  itRaces,
  lineUpBehindRowLock,
  RACE_TIMEOUT_MS,
  TRIALS,
  t,
} from './race-suite.ts';

/** Races between a challenge's host and its participants: joining, editing, deleting, scoring, publishing. */
describeRaces(() => {
  describe('challenges', () => {
    const [FIRST_PLACE, SECOND_PLACE] = CHALLENGE_PLACE_POINTS;

    it(
      'many members join a challenge at once: each gets in once, one after another',
      async () => {
        const joiners = 8;
        // The host hosts a challenge a trial: more than a new account may in a day.
        const host = await establish(t.app, await registerMember(t.app));
        const members = await Promise.all(Array.from({ length: joiners }, () => registerMember(t.app)));
        await eachTrial(async () => {
          const challenge = await hostChallenge(t.app, host);
          const answers = await Promise.all(members.map((member) => joinChallenge(member, challenge._id)));
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
          // Each join counts the participants with itself, behind the joins before it: 1, 2, … each once.
          const counts = answers.map((answer) => answer.json<ChallengeDetail>().participants).sort((a, b) => a - b);
          expect(counts).toEqual(Array.from({ length: joiners }, (_, index) => index + 1));
          expect(answers.every((answer) => answer.json<ChallengeDetail>().viewer.hasJoined)).toBe(true);
          expect((await challengeAs(host, challenge._id))?.participants).toBe(joiners);
        });
      },
      RACE_TIMEOUT_MS,
    );

    itRaces(
      'a double click on join: the member joins once, the second click is told they already have',
      {
        requests: 'POST /api/challenges/:id/join ×2 by the same member',
        sides: ['join 1', 'join 2'],
        rule: 'one winner',
      },
      async (report) => {
        const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
        await establish(t.app, host);
        await eachTrial(async () => {
          const challenge = await hostChallenge(t.app, host);
          const [first, second] = await Promise.all([
            joinChallenge(member, challenge._id),
            joinChallenge(member, challenge._id),
          ]);
          report.scoreOneWinner(first, second, 201, { status: 409, code: 'alreadyJoinedChallenge' });
          const participants = (await challengeAs(host, challenge._id))?.participants;
          if (participants !== 1) report.fail(`the challenge has ${participants} participant(s), not 1`);
        });
      },
    );

    itRaces(
      'deleting a challenge while a member joins it: one or the other, never both',
      {
        requests: 'DELETE /api/challenges/:id vs POST /api/challenges/:id/join',
        sides: ['delete', 'join'],
        rule: 'one winner',
      },
      async (report) => {
        const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
        await establish(t.app, host);
        await eachTrial(async () => {
          const challenge = await hostChallenge(t.app, host);
          const [deleted, joined] = await Promise.all([
            deleteChallenge(host, challenge._id),
            joinChallenge(member, challenge._id),
          ]);
          report.scoreEitherWinner(
            deleted,
            joined,
            { success: 200, refusal: { status: 409, code: 'challengeLocked' } },
            { success: 201, refusal: { status: 404, code: 'challengeNotFound' } },
          );
          const after = await challengeAs(member, challenge._id);
          if (deleted.statusCode === 200 && after) report.fail('the deleted challenge is still there');
          if (joined.statusCode === 201 && (after?.participants !== 1 || !after.viewer.hasJoined)) {
            report.fail(`the join answered 201, but the challenge has ${after?.participants} participant(s)`);
          }
        });
      },
    );

    itRaces(
      'moving the start of a challenge to tomorrow while a member joins it: one or the other, never both',
      {
        requests: 'PUT /api/challenges/:id (start tomorrow) vs POST /api/challenges/:id/join',
        sides: ['edit', 'join'],
        rule: 'one winner',
      },
      async (report) => {
        // 11:30 in India: tomorrow stays tomorrow through every trial, whatever the time of day.
        t.advanceClockToNext(6, 0);
        const [host, member] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
        await establish(t.app, host);
        await eachTrial(async () => {
          const challenge = await hostChallenge(t.app, host);
          const tomorrow = indiaDay(t.app, 1);
          const [edited, joined] = await Promise.all([
            editChallenge(host, challenge._id, { startDate: tomorrow }),
            joinChallenge(member, challenge._id),
          ]);
          report.scoreEitherWinner(
            edited,
            joined,
            { success: 200, refusal: { status: 409, code: 'challengeLocked' } },
            { success: 201, refusal: { status: 409, code: 'challengeNotStarted' } },
          );
          const after = await challengeAs(host, challenge._id);
          const seen = `${after?.startDate} ${after?.status} with ${after?.participants} participant(s)`;
          const expected =
            edited.statusCode === 200
              ? `${tomorrow} Upcoming with 0 participant(s)`
              : `${challenge.startDate} Active with 1 participant(s)`;
          if (seen !== expected) report.fail(`the challenge is ${seen}, not ${expected}`);
        });
      },
    );

    itRaces(
      'publishing the results twice at once: they come out once, and the winner is credited once',
      { requests: 'POST /api/challenges/:id/results ×2', sides: ['publish 1', 'publish 2'], rule: 'one winner' },
      async (report) => {
        for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 1)) {
          const [winner] = entrants;
          const [submissionId] = submissionIds;
          if (!winner || !submissionId) throw new Error('the scene has no entry');
          await scoreAll(host, challenge._id, [[submissionId, [8, 8, 8]]]);
          const [first, second] = await Promise.all([
            publishResults(host, challenge._id),
            publishResults(host, challenge._id),
          ]);
          report.scoreOneWinner(first, second, 200, { status: 409, code: 'resultsAlreadyPublished' });
          const history = await reputationHistoryOf(winner);
          const awards = history.events.map((event) => `${event.points} for ${event.reason}`);
          if (history.score !== FIRST_PLACE || awards.length !== 1) {
            report.fail(`the winner has ${history.score} reputation from ${awards.join(', ') || 'no award'}`);
          }
          const results = await challengeAs(undefined, challenge._id);
          if (results?.leaderboard.length !== 1 || !results.leaderboard[0]?.isWinner) {
            report.fail(`the leaderboard reads ${standingsOf(results).join('; ')}`);
          }
        }
      },
    );

    itRaces(
      'publishing while the host re-scores an entry: places and awards follow the scores they came out with',
      {
        requests: 'POST /api/challenges/:id/results vs PUT /api/challenges/:id/submissions/:submissionId/score (again)',
        sides: ['publish', 're-score'],
      },
      async (report) => {
        for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 2)) {
          const [leader, runnerUp] = entrants;
          const [leaderEntry, runnerUpEntry] = submissionIds;
          if (!leader || !runnerUp || !leaderEntry || !runnerUpEntry) throw new Error('the scene has no entries');
          await scoreAll(host, challenge._id, [
            [leaderEntry, [5, 5, 5]],
            [runnerUpEntry, [3, 3, 3]],
          ]);
          // The new score would turn the places round.
          const [published, rescored] = await Promise.all([
            publishResults(host, challenge._id),
            scoreSubmission(host, challenge._id, runnerUpEntry, [10, 10, 10]),
          ]);
          report.score(published, rescored, 200);
          if (rescored.statusCode !== 200 && codeOf(rescored) !== 'resultsAlreadyPublished') {
            report.fail(describeResponse('the re-score was refused', rescored));
          }
          const [first, second] = rescored.statusCode === 200 ? [runnerUp, leader] : [leader, runnerUp];
          const results = await challengeAs(undefined, challenge._id);
          const places = results?.leaderboard.map((entry) => `${entry.user._id} ${entry.rank}`).join(', ');
          if (places !== `${first.user.id} 1, ${second.user.id} 2`) {
            report.fail(`the leaderboard reads ${standingsOf(results).join('; ')}`);
          }
          for (const [member, points] of [
            [first, FIRST_PLACE],
            [second, SECOND_PLACE],
          ] as const) {
            const { score } = await reputationHistoryOf(member);
            if (score !== points) report.fail(`a member who earned ${points} points has ${score} reputation`);
          }
        }
      },
    );

    itRaces(
      'scoring the last entry while publishing: the results come out only once every entry is scored',
      {
        requests:
          'PUT /api/challenges/:id/submissions/:submissionId/score (the last one) vs POST /api/challenges/:id/results',
        sides: ['score', 'publish'],
      },
      async (report) => {
        for (const { host, challenge, entrants, submissionIds } of await openJudgingScenes(TRIALS, 2)) {
          const [scoredEntry, lastEntry] = submissionIds;
          if (!scoredEntry || !lastEntry) throw new Error('the scene has no entries');
          await scoreAll(host, challenge._id, [[scoredEntry, [5, 5, 5]]]);
          const [scored, published] = await Promise.all([
            scoreSubmission(host, challenge._id, lastEntry, [4, 4, 4]),
            publishResults(host, challenge._id),
          ]);
          report.score(scored, published, 200);
          const isPublished = published.statusCode === 200;
          if (!isPublished && codeOf(published) !== 'unscoredSubmissions') {
            report.fail(describeResponse('the publish was refused', published));
          }
          const page = await challengeAs(host, challenge._id);
          if (page?.resultsPublished !== isPublished) {
            report.fail(
              `the publish answered ${published.statusCode}, yet resultsPublished is ${page?.resultsPublished}`,
            );
          }
          const totals = page?.submissionsToJudge.map((entry) => entry.totalScore).join(', ');
          if (totals !== '15, 12') report.fail(`the entries were scored ${totals}, not 15, 12`);
          const earned = (await Promise.all(entrants.map(reputationHistoryOf))).map((history) => history.score);
          const owed = isPublished ? [FIRST_PLACE, SECOND_PLACE] : [0, 0];
          if (earned.join() !== owed.join()) report.fail(`the entrants have ${earned.join(' and ')} reputation`);
        }
      },
    );

    // ---- Lined up behind the test's own lock on the challenge row ----

    const holdLockOf = (challenge: ChallengeDetail) => (databaseUrl: string) =>
      holdChallengeRowLock(databaseUrl, challenge._id);

    it('a delete queued before a join wins: the join finds no challenge', async () => {
      const { host, member, challenge } = await openChallenge();
      const linedUp = await lineUpBehindRowLock(
        holdLockOf(challenge),
        () => deleteChallenge(host, challenge._id),
        () => joinChallenge(member, challenge._id),
      );
      expectLinedUp(linedUp, 'the delete should wait for the challenge row lock', 200, {
        status: 404,
        code: 'challengeNotFound',
      });
      expect(await challengeAs(member, challenge._id)).toBeNull();
    });

    it('a join queued before a delete wins: the delete is refused and the member stays in', async () => {
      const { host, member, challenge } = await openChallenge();
      const linedUp = await lineUpBehindRowLock(
        holdLockOf(challenge),
        () => joinChallenge(member, challenge._id),
        () => deleteChallenge(host, challenge._id),
      );
      expectLinedUp(linedUp, 'the join should wait for the challenge row lock', 201, {
        status: 409,
        code: 'challengeLocked',
      });
      expect(await challengeAs(member, challenge._id)).toMatchObject({
        participants: 1,
        viewer: { hasJoined: true },
      });
    });

    it('a publish queued before a re-score wins: the score is refused, the results keep the one they came out with', async () => {
      const [scene] = await openJudgingScenes(1, 1);
      const [winner] = scene?.entrants ?? [];
      const [submissionId] = scene?.submissionIds ?? [];
      if (!scene || !winner || !submissionId) throw new Error('the scene has no entry');
      const { host, challenge } = scene;
      await scoreAll(host, challenge._id, [[submissionId, [6, 6, 6]]]);
      const linedUp = await lineUpBehindRowLock(
        holdLockOf(challenge),
        () => publishResults(host, challenge._id),
        () => scoreSubmission(host, challenge._id, submissionId, [9, 9, 9]),
      );
      expectLinedUp(linedUp, 'the publish should wait for the challenge row lock', 200, {
        status: 409,
        code: 'resultsAlreadyPublished',
      });
      const results = await challengeAs(undefined, challenge._id);
      expect(results?.leaderboard.map((entry) => [entry.user._id, entry.totalScore, entry.rank])).toEqual([
        [winner.user.id, 18, 1],
      ]);
      expect((await reputationHistoryOf(winner)).score).toBe(FIRST_PLACE);
    });
  });
});
