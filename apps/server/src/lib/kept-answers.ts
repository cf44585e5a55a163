/** How many answers are kept at most: past it, the oldest go first. */
const KEPT_MAX = 2000;

/**
 * Answers that are the same for many readers (a visitor's rendered page, a search), kept a few seconds and shared:
 * readers asking together share one computation, and those asking within `keepMs` get its answer. A write through
 * this instance to what they show forgets them all at once (`forget`, called by app.ts after such a write), so a
 * member finds what they just posted; one posted through another instance appears within the few seconds. A
 * computation that fails is not kept.
 */
export type KeptAnswers = {
  answer<T>(key: string, keepMs: number, compute: () => Promise<T>): { answer: Promise<T>; isKept: boolean };
  forget(): void;
};

export function createKeptAnswers(now: () => number = Date.now): KeptAnswers {
  const kept = new Map<string, { until: number; answer: Promise<unknown> }>();
  return {
    answer<T>(key: string, keepMs: number, compute: () => Promise<T>) {
      const time = now();
      const found = kept.get(key);
      if (found && found.until > time) return { answer: found.answer as Promise<T>, isKept: true };
      kept.delete(key);
      // Oldest first: a Map keeps the order keys were set in.
      for (const [oldKey, { until }] of kept) {
        if (kept.size < KEPT_MAX && until > time) break;
        kept.delete(oldKey);
      }
      const answer = compute();
      const entry = { until: time + keepMs, answer };
      kept.set(key, entry);
      answer.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return { answer, isKept: false };
    },
    forget() {
      kept.clear();
    },
  };
}
