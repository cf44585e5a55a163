import type { Identity } from '@skillsync/shared';
import type { IdentityRow } from './providers.repository.ts';

/** A linked provider as settings shows it: never the provider's own id for the person. */
export function presentIdentity(row: IdentityRow): Identity {
  return {
    _id: row.id,
    provider: row.provider,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
