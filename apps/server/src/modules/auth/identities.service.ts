import {
  type IdentityList,
  type LinkProviderBody,
  MESSAGES,
  type ProviderRedirect,
  type SetPasswordBody,
} from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { lockUsers, requireLiveUser } from '../users/index.ts';
import { presentIdentity } from './providers.presenter.ts';
import { countSignInMethods, deleteIdentity, findIdentitiesOf, setFirstPassword } from './providers.repository.ts';
import { type ProviderClients, requireClient, startProviderFlow } from './providers.service.ts';

/** Settings' sign-in methods: the providers linked, and whether the member has a password. */
export async function listIdentities(ctx: AppContext, requester: Requester): Promise<IdentityList> {
  const user = requireUser(requester);
  const [row, identities] = await Promise.all([requireLiveUser(ctx, user.id), findIdentitiesOf(ctx.db, user.id)]);
  return { identities: identities.map(presentIdentity), hasPassword: row.hasPassword };
}

/** A signed-in member links another provider: a flow that remembers them, and where the browser goes. */
export async function startLinking(
  ctx: AppContext,
  clients: ProviderClients,
  requester: Requester,
  body: LinkProviderBody,
): Promise<ProviderRedirect & { state: string }> {
  const user = requireUser(requester);
  return startProviderFlow(ctx, requireClient(clients, body.provider), { userId: user.id, isRemembered: false });
}

/** Unlinks a provider, unless it is the member's last way to sign in (checked under their row lock). */
export async function unlinkIdentity(ctx: AppContext, requester: Requester, identityId: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    await lockUsers(tx, [user.id]);
    if ((await countSignInMethods(tx, user.id)) <= 1) {
      const identities = await findIdentitiesOf(tx, user.id);
      if (identities.some((identity) => identity.id === identityId)) throw conflict(MESSAGES.lastSignInMethod);
    }
    if (!(await deleteIdentity(tx, user.id, identityId))) throw notFound(MESSAGES.identityNotFound);
  });
}

/** A member whose account came from a provider sets their first password; one who has a password changes it elsewhere. */
export async function setPassword(ctx: AppContext, requester: Requester, body: SetPasswordBody) {
  const user = requireUser(requester);
  const passwordHash = await hashPassword(body.password);
  if (!(await setFirstPassword(ctx.db, user.id, passwordHash))) throw conflict(MESSAGES.passwordAlreadySet);
  return { message: MESSAGES.passwordSet };
}
