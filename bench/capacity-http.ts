// The members' HTTP client: one keep-alive agent for all of them (a connection is reused, never opened per request),
// compressed answers accepted as a browser accepts them (so the server compresses as it does for real members), and
// an answer decompressed and parsed only when the member needs what it says.

import http from 'node:http';
import zlib from 'node:zlib';

// Generous: a request that takes longer is counted as failed (`timeout`), not waited for.
const REQUEST_TIMEOUT_MS = 30_000;

const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 512, scheduling: 'lifo' });

export type HttpAnswer = { status: number; body: unknown };

/** Thrown for a non-2xx answer or a network error; its message is what the report counts. */
export class RequestFailure extends Error {}

function decode(buffer: Buffer, encoding: string | undefined) {
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer);
  if (encoding === 'gzip') return zlib.gunzipSync(buffer);
  if (encoding === 'deflate') return zlib.inflateSync(buffer);
  return buffer;
}

/**
 * Sends one request with the member's token and resolves with its status and, when `isBodyRead`, its parsed JSON.
 * A non-2xx status or a network error rejects with a RequestFailure.
 */
export function request(
  base: string,
  options: { method?: 'GET' | 'POST'; path: string; token: string; json?: unknown; isBodyRead?: boolean },
): Promise<HttpAnswer> {
  const url = new URL(options.path, base);
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${options.token}`,
          'accept-encoding': 'gzip, deflate, br',
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const isOk = status >= 200 && status < 300;
        if (!isOk || !options.isBodyRead) {
          response.resume();
          response.on('end', () =>
            isOk ? resolve({ status, body: undefined }) : reject(new RequestFailure(`HTTP ${status}`)),
          );
          response.on('error', (error) => reject(new RequestFailure(error.message)));
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new RequestFailure(error.message)));
        response.on('end', () => {
          try {
            const text = decode(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
            resolve({ status, body: JSON.parse(text) });
          } catch (error) {
            reject(new RequestFailure(`unreadable answer: ${error instanceof Error ? error.message : String(error)}`));
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => reject(new RequestFailure(error.code ?? error.message)));
    outgoing.end(payload);
  });
}

/** Closes the idle connections: the run is over. */
export function closeConnections() {
  agent.destroy();
}
