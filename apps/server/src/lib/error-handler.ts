import { randomUUID } from 'node:crypto';
import { MESSAGES, type MessageCode, messageCode } from '@skillsync/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './errors.ts';
import { describeError } from './logging.ts';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/**
 * One error per field and message. `param` names the top-level field (`projectLinks`, not `projectLinks.0`)
 * because forms show errors beside fields, not beside list items.
 */
function toFieldErrors(issues: ValidationIssue[]): FieldError[] {
  const errors = issues.map((issue) => {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    return { param: path[0] === undefined ? 'body' : String(path[0]), msg: issue.message ?? MESSAGES.invalidValue };
  });
  return errors.filter(
    (error, index) => errors.findIndex((e) => e.param === error.param && e.msg === error.msg) === index,
  );
}

/** A message with its code; a text that is not one of ours (a library's) is named by `fallback`. */
function withCode(message: string, fallback: MessageCode) {
  return { message, code: messageCode(message) ?? fallback };
}

const withCodes = (errors: FieldError[]) =>
  errors.map((error) => ({ ...error, code: messageCode(error.msg) ?? 'invalidValue' }));

/** The answer for one of our messages, named by its code. */
const answer = (code: MessageCode) => ({ message: MESSAGES[code], code });

/**
 * One shape for every error: `{message, code, errors?}`, each field error with its code too, so a client can
 * show it in its reader's language; a 5xx never says more than "Something went wrong" and the id under which
 * it was logged.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send({ ...withCode(error.message, 'invalidRequest'), ...(error.errors && { errors: withCodes(error.errors) }) });
  }
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
    // An id that cannot exist is a missing page, not a form to correct: the schema's message is the domain's 404.
    const [first] = error.validation as ValidationIssue[];
    return reply.code(404).send(withCode(first?.message ?? MESSAGES.notFound, 'notFound'));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = withCodes(toFieldErrors(error.validation as ValidationIssue[]));
    const [only] = errors;
    const summary = errors.length === 1 && only ? { message: only.msg, code: only.code } : answer('validationFailed');
    return reply.code(400).send({ ...summary, errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send(answer('tooManyRequests'));
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty body with a JSON content type, a body too large …
    return reply.code(status).send(answer(status === 413 ? 'requestTooLarge' : 'invalidRequest'));
  }
  // One bounded line a report can be traced to by the id the client was given.
  const errorId = randomUUID();
  request.log.error({ errorId, route: request.routeOptions.url, error: describeError(error) }, 'request failed');
  return reply.code(500).send({ ...answer('serverError'), errorId });
}
