/**
 * Who is online, by the rule of presence-store.ts: a socket's entry lasts until the moment it expires unless a
 * heartbeat refreshes it, and a member is online while any of their sockets' entries lasts. Each call answers the
 * changes it made (who came, who left): those are the only presence news the members hear. The stores are given
 * the moment to judge at, so these tests hold whatever the clock says. The Redis store runs when the run has a
 * Redis (REDIS_URL), under keys of its own.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { memoryPresence, type PresenceStore, redisPresence } from './presence-store.ts';

const T0 = 1_000_000;
const TTL = 60_000;
const at = (userId: string, socketId: string) => ({ userId, socketId });

function presenceRules(makeStore: () => PresenceStore) {
  it('says a member came with their first socket only, and counts them online until their entries expire', async () => {
    const store = makeStore();
    expect(await store.touch([at('asha', 'phone'), at('ravi', 'laptop')], T0 + TTL, T0)).toEqual(['asha', 'ravi']);
    expect(await store.touch([at('asha', 'laptop')], T0 + TTL, T0)).toEqual([]);
    expect(await store.onlineAmong(['asha', 'ravi', 'meera'], T0 + TTL - 1)).toEqual(['asha', 'ravi']);
    expect(await store.onlineAmong(['asha', 'ravi'], T0 + TTL)).toEqual([]);
  });

  it('keeps a member online while heartbeats refresh their entry, and says nothing new about them', async () => {
    const store = makeStore();
    let now = T0;
    await store.touch([at('ravi', 'socket-1')], now + TTL, now);
    for (let beat = 0; beat < 5; beat += 1) {
      now += TTL / 2;
      expect(await store.sweep(now)).toEqual([]);
      expect(await store.touch([at('ravi', 'socket-1')], now + TTL, now)).toEqual([]);
    }
    expect(await store.onlineAmong(['ravi'], now)).toEqual(['ravi']);
  });

  it('says a member left when their last socket closes, not before, and not for a socket never there', async () => {
    const store = makeStore();
    await store.touch([at('meera', 'phone'), at('meera', 'laptop')], T0 + TTL, T0);
    expect(await store.remove(at('meera', 'phone'), T0)).toBe(false);
    expect(await store.onlineAmong(['meera'], T0)).toEqual(['meera']);
    expect(await store.remove(at('meera', 'laptop'), T0)).toBe(true);
    expect(await store.onlineAmong(['meera'], T0)).toEqual([]);
    expect(await store.remove(at('meera', 'tablet'), T0)).toBe(false);
    // Back again: they come once more.
    expect(await store.touch([at('meera', 'phone')], T0 + TTL, T0)).toEqual(['meera']);
  });

  it("says a member left once the entries of a dead instance's sockets expire, and only once", async () => {
    const store = makeStore();
    await store.touch([at('kiran', 'socket-on-a-dead-instance')], T0 + TTL, T0);
    await store.touch([at('arjun', 'live-socket')], T0 + 2 * TTL, T0);
    expect(await store.sweep(T0 + TTL - 1)).toEqual([]);
    expect(await store.sweep(T0 + TTL)).toEqual(['kiran']);
    expect(await store.sweep(T0 + TTL)).toEqual([]);
    expect(await store.onlineAmong(['kiran', 'arjun'], T0 + TTL)).toEqual(['arjun']);
  });

  it('counts a member whose other socket expired as gone when their last live socket closes', async () => {
    const store = makeStore();
    await store.touch([at('devi', 'stale')], T0 + TTL, T0);
    await store.touch([at('devi', 'fresh')], T0 + 2 * TTL, T0 + TTL / 2);
    expect(await store.remove(at('devi', 'fresh'), T0 + TTL)).toBe(true);
    expect(await store.sweep(T0 + 3 * TTL)).toEqual([]);
  });
}

describe('presence in memory (one instance)', () => {
  presenceRules(memoryPresence);
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('presence in Redis (shared by instances)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
  const prefixes: string[] = [];
  afterAll(async () => {
    if (!redis) return;
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  presenceRules(() => {
    if (!redis) throw new Error('no Redis');
    // Keys per test and per run: tests and concurrent runs sharing the Redis never see each other's entries.
    const prefix = `skillsync-test-${randomBytes(6).toString('hex')}:presence`;
    prefixes.push(prefix);
    return redisPresence(redis, prefix);
  });
});
