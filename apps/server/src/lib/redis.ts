import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const QUIT_WAIT_MS = 1000;

/**
 * Closes a Redis client after the commands already sent are answered (the last presence update, a rate-limit
 * count), so none is cut off into an unhandled rejection; a Redis that does not answer is dropped after a second.
 */
export async function closeRedis(client: Redis) {
  // From here on, a command sent without waiting for its answer (socket.io's adapter publishes that way) may be cut
  // off by the close: that is the close itself, not an error anyone is waiting to hear.
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command, stream) => {
    command.promise.catch(() => undefined);
    return send(command, stream);
  }) as Redis['sendCommand'];
  await Promise.race([client.quit().catch(() => undefined), delay(QUIT_WAIT_MS, undefined, { ref: false })]);
  client.disconnect();
}
