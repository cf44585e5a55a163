import { MESSAGES } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { findLiveUser } from './users.repository.ts';

/** A member who has not erased their account, or 404. */
export async function requireLiveUser(ctx: AppContext, userId: string) {
  const row = await findLiveUser(ctx.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}
