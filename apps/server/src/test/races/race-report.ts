import type { MessageCode } from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';

// ---- Keeping the score of a racing pair ----

export const describeResponse = (label: string, response: Response) =>
  `${label} → ${response.statusCode} ${response.body.slice(0, 500)}`;

/** The error message of a JSON error answer, or undefined for any other body. */
function messageOf(response: Response): string | undefined {
  try {
    const message: unknown = response.json().message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The code of a JSON error answer (the key of its message in MESSAGES), or undefined for any other body. */
export function codeOf(response: Response): string | undefined {
  try {
    const code: unknown = response.json().code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A clean refusal: 404 or 409 with a message, what the loser of a race should answer. */
const isCleanRefusal = (response: Response) =>
  (response.statusCode === 404 || response.statusCode === 409) && messageOf(response) !== undefined;

/** An answer as an outcome line shows it: the label and status, and the message of a refusal. */
const outcomeOf = (label: string, response: Response) =>
  `${label} ${response.statusCode}${response.statusCode < 300 ? '' : ` (${messageOf(response) ?? 'no message'})`}`;

/**
 * How a pair of racing requests may end. 'first always succeeds': the first side (a delete or a completion)
 * cannot be stood in the way of, the second went first and succeeded too or lost and was refused. 'one winner':
 * the two sides want the same thing (the last place on a team, one pending request) or shut each other out (a
 * challenge deleted, or joined and so locked), so exactly one succeeds.
 */
export type RaceRule = 'first always succeeds' | 'one winner';
type Refusal = { status: number; code: MessageCode };
/** What one side of a 'one winner' race answers when it gets in first, and when the other side did. */
type RaceSide = { success: number; refusal: Refusal };

/**
 * What one pair of racing requests did over all its trials: who won, the statuses seen and every inconsistency
 * found. Problems are collected rather than thrown, so a failing pair still runs (and counts) all its trials;
 * each test then expects the list to be empty.
 *
 * Who "won" is read from the answers: the first side won when the second was refused; under 'first always
 * succeeds' the second side won (it got in first) when both succeeded, under 'one winner' when the first was
 * refused. A refusal can also come from the loser reading back its own committed write after the winner removed
 * it (a request made just before the delete answers 404 'Collaboration request not found'); the outcome lines
 * show each answer with its message.
 */
export class RaceReport {
  readonly title: string;
  /** The labels of the two requests; under 'first always succeeds' the first is the one that must succeed. */
  readonly sides: [string, string];
  readonly rule: RaceRule;
  trials = 0;
  readonly wins: [number, number] = [0, 0];
  readonly outcomes = new Map<string, number>();
  readonly failures: string[] = [];

  constructor(title: string, sides: [string, string], rule: RaceRule) {
    this.title = title;
    this.sides = sides;
    this.rule = rule;
  }

  /** Counts the outcome of a trial; returns both answers in full, for a failure message. */
  private count(first: Response, second: Response) {
    this.trials += 1;
    const [firstLabel, secondLabel] = this.sides;
    const outcome = `${outcomeOf(firstLabel, first)} / ${outcomeOf(secondLabel, second)}`;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    return `${describeResponse(firstLabel, first)}\n    ${describeResponse(secondLabel, second)}`;
  }

  /**
   * Scores one trial. The first side (a delete or a completion) must always succeed: nothing the second side
   * does can stand in its way. The second side either went first and succeeded too, or lost and was refused.
   */
  score(first: Response, second: Response, secondSuccess: number) {
    if (this.rule !== 'first always succeeds') throw new Error(`${this.title}: score is for 'first always succeeds'`);
    const [firstLabel, secondLabel] = this.sides;
    const both = this.count(first, second);
    if (first.statusCode >= 500 || second.statusCode >= 500) this.fail(`a server error:\n    ${both}`);
    else if (first.statusCode !== 200) this.fail(`the ${firstLabel} did not succeed:\n    ${both}`);
    else if (second.statusCode === secondSuccess) this.wins[1] += 1;
    else if (isCleanRefusal(second)) this.wins[0] += 1;
    else this.fail(`the ${secondLabel} neither succeeded nor was cleanly refused:\n    ${both}`);
  }

  /**
   * Scores one trial of two requests of which exactly one may succeed: the other must be refused with this
   * status and message (its code), the one answer that tells the member what happened.
   */
  scoreOneWinner(first: Response, second: Response, success: number, refusal: Refusal) {
    this.scoreEitherWinner(first, second, { success, refusal }, { success, refusal });
  }

  /**
   * As scoreOneWinner, for two different requests that shut each other out (a delete and a join): each side has
   * its own success, and its own refusal when the other got in first.
   */
  scoreEitherWinner(first: Response, second: Response, firstSide: RaceSide, secondSide: RaceSide) {
    if (this.rule !== 'one winner') throw new Error(`${this.title}: scoreEitherWinner is for 'one winner'`);
    const [firstLabel, secondLabel] = this.sides;
    const both = this.count(first, second);
    const refused = (response: Response, { status, code }: Refusal) =>
      response.statusCode === status && codeOf(response) === code;
    const wins = (label: string, side: RaceSide) => `${label} ${side.success}`;
    const loses = (label: string, side: RaceSide) => `${label} ${side.refusal.status} ${side.refusal.code}`;
    if (first.statusCode >= 500 || second.statusCode >= 500) this.fail(`a server error:\n    ${both}`);
    else if (first.statusCode === firstSide.success && refused(second, secondSide.refusal)) this.wins[0] += 1;
    else if (second.statusCode === secondSide.success && refused(first, firstSide.refusal)) this.wins[1] += 1;
    else {
      this.fail(
        `neither ${wins(firstLabel, firstSide)} / ${loses(secondLabel, secondSide)} nor ` +
          `${loses(firstLabel, firstSide)} / ${wins(secondLabel, secondSide)}:\n    ${both}`,
      );
    }
  }

  fail(problem: string) {
    this.failures.push(`trial ${this.trials}: ${problem}`);
  }

  summary() {
    const [firstLabel, secondLabel] = this.sides;
    const outcomes = [...this.outcomes].sort(([a], [b]) => a.localeCompare(b));
    const failed = this.failures.length > 0 ? `; ${this.failures.length} problem(s) found` : '';
    const secondWon = this.rule === 'first always succeeds' ? 'both succeeded' : `${firstLabel} refused`;
    return [
      `${this.title}: ${this.trials} trials, ${firstLabel} won ${this.wins[0]} (${secondLabel} refused), ` +
        `${secondLabel} won ${this.wins[1]} (${secondWon})${failed}`,
      ...outcomes.map(([outcome, count]) => `    ${String(count).padStart(4)} × ${outcome}`),
    ].join('\n');
  }
}
