import type { AppContext } from '../../lib/context.ts';
import { describeError } from '../../lib/logging.ts';
import { recordProblemViews, type ViewRow } from './problems.repository.ts';

/** How long views wait to be written together, and how many make a write at once. */
const FLUSH_AFTER_MS = 1000;
const FLUSH_AT = 500;
/** Past this many distinct viewers a day, this instance forgets whom it counted (the database still knows). */
const REMEMBERED_MAX = 200_000;

/**
 * A problem's views, counted once per viewer per day, without a write per view: this instance gathers them for a
 * moment and writes them in one statement (the database drops a viewer already counted, by this instance or
 * another). Until then a problem's page adds the views still waiting, so a viewer sees their own view counted.
 */
type Counter = {
  day: string;
  /** Whom this instance counted today (`problem viewer`): a second view of theirs costs nothing. */
  counted: Set<string>;
  waiting: ViewRow[];
  /** Views waiting or being written, by problem: what a page adds to the stored count. */
  unwritten: Map<string, number>;
  timer?: NodeJS.Timeout;
  writing: Promise<void>;
};

const counters = new WeakMap<AppContext, Counter>();

function counterOf(ctx: AppContext) {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = { day: '', counted: new Set(), waiting: [], unwritten: new Map(), writing: Promise.resolve() };
    counters.set(ctx, counter);
  }
  return counter;
}

const adjust = (unwritten: Map<string, number>, problemId: string, by: number) => {
  const count = (unwritten.get(problemId) ?? 0) + by;
  if (count > 0) unwritten.set(problemId, count);
  else unwritten.delete(problemId);
};

/** Counts a view (unless this viewer's view of the problem was counted today); it is written within a second. */
export function countProblemView(ctx: AppContext, view: ViewRow) {
  const counter = counterOf(ctx);
  if (counter.day !== view.day || counter.counted.size >= REMEMBERED_MAX) {
    counter.day = view.day;
    counter.counted.clear();
  }
  const key = `${view.problemId} ${view.viewerKey}`;
  if (counter.counted.has(key)) return;
  counter.counted.add(key);
  counter.waiting.push(view);
  adjust(counter.unwritten, view.problemId, 1);
  if (counter.waiting.length >= FLUSH_AT) void writeProblemViews(ctx);
  else counter.timer ??= setTimeout(() => void writeProblemViews(ctx), FLUSH_AFTER_MS);
}

/** The views of a problem counted here and not yet in its stored count. */
export const unwrittenViews = (ctx: AppContext, problemId: string) => counters.get(ctx)?.unwritten.get(problemId) ?? 0;

/** Writes the views waiting, after any write under way; a failure is logged (those views are lost, not retried). */
export function writeProblemViews(ctx: AppContext) {
  const counter = counterOf(ctx);
  clearTimeout(counter.timer);
  counter.timer = undefined;
  const views = counter.waiting;
  counter.waiting = [];
  counter.writing = counter.writing.then(async () => {
    if (views.length === 0) return;
    try {
      await recordProblemViews(ctx.db, views);
    } catch (error) {
      ctx.log.warn({ error: describeError(error), views: views.length }, 'problem views were not counted');
    } finally {
      for (const view of views) adjust(counter.unwritten, view.problemId, -1);
    }
  });
  return counter.writing;
}
