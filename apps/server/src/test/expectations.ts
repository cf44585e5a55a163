import { MESSAGES, type MessageCode } from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestMember, TestProjectTeam } from './builders.ts';

/** Assertions API tests share; only tests import this file. */

/** An error answer: this status, and this message with its code. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: MessageCode) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message: MESSAGES[code], code });
}

/** A form to correct: 400 naming this one field, with this message and its code. */
export function expectFieldError(response: LightMyRequestResponse, param: string, code: MessageCode) {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([{ param, msg: MESSAGES[code], code }]);
}

/** Only the project's owner may: anonymous, 401; its member, a requester and a stranger, 403 notProjectOwner. */
export async function expectOwnerOnly(
  team: TestProjectTeam,
  send: (as: TestMember | undefined) => Promise<LightMyRequestResponse>,
) {
  expect((await send(undefined)).statusCode).toBe(401);
  for (const member of [team.member, team.requester, team.stranger]) {
    expectRefusal(await send(member), 403, 'notProjectOwner');
  }
}

/** Whether a date-time text parses: what a client shows as a date. */
export const isTimestamp = (text: string | null | undefined) => !Number.isNaN(Date.parse(text ?? ''));
