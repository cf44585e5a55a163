// What the benchmarks share: signing the scenarios' member in, and one autocannon run of one request.

import autocannon from 'autocannon';
import type { Fixtures, Target } from './server-process.ts';

export type Scenario = {
  name: string;
  kind: 'baseline' | 'list/detail' | 'other';
  /** A path, or a factory of each request (message send: another sender and client id every time). */
  path?: string;
  /** Sent as a visitor, without the Bearer token every other scenario carries. */
  isAnonymous?: boolean;
  request?: (fixtures: Fixtures) => autocannon.Request['setupRequest'];
};

export type Measured = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses received in the run: 0 means every request took longer than the run. */
  responses: number;
  non2xx: number;
  errors: number;
};

/** The databases a run measures: BENCH_TARGET alone, else PGlite and, with DATABASE_URL, PostgreSQL too. */
export function chosenTargets(): Target[] {
  if (process.env.BENCH_TARGET) return [process.env.BENCH_TARGET as Target];
  return process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

export async function signIn(f: Fixtures) {
  const response = await fetch(`${f.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: f.member.email, password: f.password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Waits until the server has answered what autocannon left in flight when its time ran out: a signed-in request
 * queues behind them for a database connection (PGlite has one), so the next scenario does not inherit a backlog.
 */
async function settle(f: Fixtures, token: string) {
  const response = await fetch(`${f.base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
}

/** One scenario at `connections` for `seconds`, signed in with `token` unless it is anonymous. */
export async function measure(
  f: Fixtures,
  token: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({
    url: f.base,
    connections,
    duration: seconds,
    requests: [
      scenario.request
        ? { setupRequest: scenario.request(f) }
        : {
            method: 'GET',
            path: scenario.path,
            headers: scenario.isAnonymous ? {} : { authorization: `Bearer ${token}` },
          },
    ],
  });
  await settle(f, token);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    responses: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
