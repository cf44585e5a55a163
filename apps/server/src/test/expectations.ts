import { MESSAGES, type MessageCode } from '@skillsync/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

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

/** Whether a date-time text parses: what a client shows as a date. */
export const isTimestamp = (text: string | null | undefined) => !Number.isNaN(Date.parse(text ?? ''));
