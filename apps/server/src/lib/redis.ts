import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const QUIT_WAIT_MS = 1000;

/**
 * Closes a Redis client after the commands already sent are answered (the last presence update, a rate-limit
 * count), so none is cut off into an unhandled rejection; a Redis that does not answer is dropped after a second.
 */
export async function closeRedis(client: Redis) {
  await Promise.race([client.quit().catch(() => undefined), delay(QUIT_WAIT_MS, undefined, { ref: false })]);
  client.disconnect();
}
