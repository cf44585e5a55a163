import type { Passkey, PasskeyList, PasskeyOptions } from '@skillsync/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { makePasskey } from '../../../lib/passkeys.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const passkeysQuery = queryOptions({
  queryKey: [...queryRoots.auth, 'passkeys'],
  queryFn: ({ signal }) => api<PasskeyList>('/auth/passkeys', { signal }),
});

/** The member's passkeys, oldest first. */
export const usePasskeys = () => useQuery(passkeysQuery);

/** Every change to the list shows at once: the answer is the passkey as it now is. */
function useListUpdate() {
  const queryClient = useQueryClient();
  return (update: (passkeys: Passkey[]) => Passkey[]) =>
    queryClient.setQueryData(passkeysQuery.queryKey, (list) => list && { passkeys: update(list.passkeys) });
}

/**
 * Asks the server for a challenge (with the member's password), has the browser make the passkey, and adds it under
 * the name given.
 */
export function useAddPasskey() {
  const updateList = useListUpdate();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password: string }) => {
      const options = await api<PasskeyOptions>('/auth/passkeys/options', { method: 'POST', body: { password } });
      const credential = await makePasskey(options);
      return api<Passkey>('/auth/passkeys', { method: 'POST', body: { name, credential } });
    },
    onSuccess: (added) => updateList((passkeys) => [...passkeys, added]),
  });
}

export function useRenamePasskey() {
  const updateList = useListUpdate();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Passkey>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: (renamed) =>
      updateList((passkeys) => passkeys.map((passkey) => (passkey._id === renamed._id ? renamed : passkey))),
  });
}

export function useRemovePasskey() {
  const updateList = useListUpdate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => updateList((passkeys) => passkeys.filter((passkey) => passkey._id !== id)),
  });
}
