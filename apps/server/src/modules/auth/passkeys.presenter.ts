import type { Passkey } from '@skillsync/shared';
import type { ListedPasskeyRow } from './passkeys.repository.ts';

export function presentPasskey(row: ListedPasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    isSynced: row.isSynced,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
