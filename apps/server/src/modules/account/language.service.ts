import type { CurrentUser, UpdateLanguageBody } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { forgetSessions } from '../../lib/session-cache.ts';
import { updateUserLanguage } from '../users/index.ts';

/** The member's language, which their devices follow and their e-mails are written in. */
export async function setLanguage(ctx: AppContext, user: CurrentUser, body: UpdateLanguageBody) {
  await updateUserLanguage(ctx.db, user.id, body.language);
  forgetSessions(ctx, { userId: user.id });
  return { language: body.language };
}
