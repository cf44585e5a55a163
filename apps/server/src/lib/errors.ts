import { MESSAGES } from '@skillsync/shared';

export type FieldError = { param: string; msg: string };

/** A business error a user can meet; the error handler turns it into `{message, errors?}` with its status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Headers the answer carries, such as a 503's Retry-After. */
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[], headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const invalid = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
/** It was here and is no more for this reader (content moderators removed). */
export const gone = (message: string = MESSAGES.removedByModerators) => new AppError(410, message);
export const conflict = (message: string) => new AppError(409, message);
/** Too much of some work at once on this instance: try again after `retryAfterSeconds`. */
export const busy = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });
