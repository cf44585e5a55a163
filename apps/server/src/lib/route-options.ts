import type { FastifySchema } from 'fastify';
import { MEMBER_ONLY } from './auth.ts';

/**
 * A module's route options, tagged with its name for the OpenAPI page: `open` for a route anyone may call, `member`
 * for a members-only one (declared in its schema, so the OpenAPI page shows it and the auth plugin answers an
 * anonymous call 401 before reading the body).
 */
export function routeOptions(tag: string) {
  const tags = [tag];
  return {
    open: <S extends FastifySchema>(schema: S) => ({ schema: { tags, ...schema } }),
    member: <S extends FastifySchema>(schema: S) => ({ schema: { security: MEMBER_ONLY, tags, ...schema } }),
  };
}
