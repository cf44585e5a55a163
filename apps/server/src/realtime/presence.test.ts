/**
 * Who is online, by the rule of presence.ts: a socket's entry lasts until the moment it expires unless a heartbeat
 * refreshes it, and a member is online while any of their sockets' entries lasts. The stores are given the moment
 * to judge at, so these tests hold whatever the clock says. The Redis store runs when the run has a Redis
 * (REDIS_URL), under a key of its own.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { memoryPresence, type PresenceStore, redisPresence } from './presence.ts';

const T0 = 1_000_000;
const TTL = 60_000;

function presenceRules(makeStore: () => PresenceStore) {
  it('counts a member as online until their entry expires, and no longer once it has', async () => {
    const store = makeStore();
    await store.touch('asha', 'socket-1', T0 + TTL);
    expect(await store.online(T0)).toEqual(['asha']);
    expect(await store.online(T0 + TTL - 1)).toEqual(['asha']);
    expect(await store.online(T0 + TTL)).toEqual([]);
    // An expired entry is gone for good: judging an earlier moment afterwards does not bring it back.
    expect(await store.online(T0)).toEqual([]);
  });

  it('keeps a member online while heartbeats refresh their entry before it expires', async () => {
    const store = makeStore();
    let now = T0;
    await store.touch('ravi', 'socket-1', now + TTL);
    for (let beat = 0; beat < 10; beat += 1) {
      now += TTL / 2;
      expect(await store.online(now)).toEqual(['ravi']);
      await store.touch('ravi', 'socket-1', now + TTL);
    }
    expect(await store.online(now + TTL)).toEqual([]);
  });

  it('keeps a member online while any of their sockets is, and lists each member once, sorted', async () => {
    const store = makeStore();
    await store.touch('meera', 'phone', T0 + TTL);
    await store.touch('meera', 'laptop', T0 + 2 * TTL);
    await store.touch('arjun', 'phone', T0 + 2 * TTL);
    expect(await store.online(T0)).toEqual(['arjun', 'meera']);
    // The phone's entry expired (its server died); the laptop still counts.
    expect(await store.online(T0 + TTL)).toEqual(['arjun', 'meera']);
    await store.remove('meera', 'laptop');
    expect(await store.online(T0 + TTL)).toEqual(['arjun']);
  });

  it('takes a member offline at once when their last socket closes', async () => {
    const store = makeStore();
    await store.touch('kiran', 'socket-1', T0 + TTL);
    await store.remove('kiran', 'socket-1');
    expect(await store.online(T0)).toEqual([]);
    // Closing a socket that was never there changes nothing.
    await store.remove('kiran', 'socket-2');
    expect(await store.online(T0)).toEqual([]);
  });
}

describe('presence in memory (one instance)', () => {
  presenceRules(memoryPresence);
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('presence in Redis (shared by instances)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
  const keys: string[] = [];
  afterAll(async () => {
    if (!redis) return;
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  presenceRules(() => {
    if (!redis) throw new Error('no Redis');
    // A key per test and per run: tests and concurrent runs sharing the Redis never see each other's entries.
    const key = `skillsync-test-${randomBytes(6).toString('hex')}:presence`;
    keys.push(key);
    return redisPresence(redis, key);
  });
});
