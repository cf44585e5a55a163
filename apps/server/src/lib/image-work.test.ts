import { describe, expect, it } from 'vitest';
import { createImageWork } from './image-work.ts';

/** A task the test finishes when it chooses. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe('picture work', () => {
  it('admits only so many uploads, and a given-back place is free again, once', () => {
    const work = createImageWork({ uploadsAtOnce: 2 });
    const first = work.admit();
    const second = work.admit();
    expect(work.admit()).toBeUndefined();
    first?.();
    first?.();
    expect(work.load().admitted).toBe(1);
    expect(work.admit()).toBeDefined();
    expect(work.admit()).toBeUndefined();
    second?.();
  });

  it('decodes one picture at a time, the waiting ones in their order', async () => {
    const work = createImageWork({ decodesAtOnce: 1 });
    const started: string[] = [];
    const tasks = { a: deferred(), b: deferred(), c: deferred() };
    const runs = Object.entries(tasks).map(([name, { task }]) =>
      work.decode(() => {
        started.push(name);
        return task();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(work.load().decoding).toBe(1);

    tasks.a.finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    tasks.b.finish();
    tasks.c.finish();
    await Promise.all(runs);
    expect(started).toEqual(['a', 'b', 'c']);
    expect(work.load().decoding).toBe(0);
  });
});
