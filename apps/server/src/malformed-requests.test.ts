import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { MESSAGES } from '@skillsync/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestMember } from './test/builders.ts';
import { useTestApp } from './test/test-app.ts';

const logLines: string[] = [];
const t = useTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

/** Sends raw bytes over a new TCP connection and returns everything the server wrote before it closed. */
function sendRaw(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(bytes);
  });
}

/** A chunked body whose first chunk size is not hexadecimal: Node's HTTP parser refuses it after the headers. */
function malformedChunked(method: string, path: string, authorization?: string) {
  const headers = [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    'Content-Type: application/json',
    'Transfer-Encoding: chunked',
    ...(authorization ? [`Authorization: ${authorization}`] : []),
  ];
  return `${headers.join('\r\n')}\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`;
}

const faults = () => logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

describe('a malformed chunked body', () => {
  let port: number;
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('gets a 400 in the API shape on every rate-limited route, and no fault is logged', async () => {
    const limited = [
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/forgot-password'],
      ['GET', '/api/auth/reset-password/some-token'],
      ['POST', '/api/auth/reset-password'],
      ['DELETE', '/api/users/me', member.auth.authorization],
    ] as const;
    for (const [method, path, authorization] of limited) {
      const answer = await sendRaw(port, malformedChunked(method, path, authorization));
      expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        message: MESSAGES.invalidRequest,
        code: 'invalidRequest',
      });
    }
    // A well-formed request after them: the refused ones' hooks ran long before its answer arrives.
    const login = await sendRaw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Connection: close\r\n\r\n{}',
    );
    expect(login).toMatch(/^HTTP\/1\.1 400 /);
    expect(logLines.some((line) => line.includes('"url":"/api/auth/login"'))).toBe(true);
    expect(faults()).toEqual([]);
  });
});
