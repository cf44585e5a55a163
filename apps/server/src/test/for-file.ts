import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file (or its `describe`) starts in a `beforeAll` and closes in an `afterAll`, such as its app or
 * its mailbox; returns the getter its handle reads it through, which throws outside the tests and later hooks.
 */
export function useForFile<T extends { close(): Promise<void> }>(name: string, start: () => Promise<T>): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  return () => {
    if (!current) throw new Error(`${name}: it is there only in tests and in hooks registered after it`);
    return current;
  };
}
