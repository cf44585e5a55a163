import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A clock running `offsetMs` ahead of the real one; browser tests move it (see testClockRoutes). */
export function createMovableClock() {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    setOffset(ms: number) {
      offsetMs = ms;
    },
  };
}

const ClockBody = z.object({ offsetMs: z.number().int().min(0) });
const ClockAnswer = z.object({ now: z.string() });

/**
 * `PUT /api/test/clock {offsetMs}`: sets how far ahead of real time the server's clock runs. Registered only when
 * the config's `testClock` is on, which the config allows only with NODE_ENV=test (the e2e server); hidden from
 * the API docs.
 */
export async function testClockRoutes(
  fastify: FastifyInstance,
  { clock, onMove }: { clock: ReturnType<typeof createMovableClock>; onMove: () => void },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put('/clock', { schema: { hide: true, body: ClockBody, response: { 200: ClockAnswer } } }, async (request) => {
    clock.setOffset(request.body.offsetMs);
    // What the passing time would have set off by now (a digest due at 9:00) happens now, not at the next tick.
    onMove();
    return { now: clock.clock().toISOString() };
  });
}
