import type { BlockState } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryRoots } from './query-keys.ts';

const blockStateKey = (userId: string) => [...queryRoots.blocks, 'state', userId] as const;

/** Whether the signed-in member blocked this member (asked only while `isEnabled`). */
export const useBlockState = (userId: string, isEnabled = true) =>
  useQuery({
    queryKey: blockStateKey(userId),
    queryFn: ({ signal }) => api<BlockState>(`/blocks/${encodeURIComponent(userId)}`, { signal }),
    enabled: isEnabled,
  });

/**
 * Blocks (`true`) or unblocks the member. What the viewer finds changes with it (their follows, recommendations,
 * searches, the lists of blocked members), so those caches go stale.
 */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBlocked: boolean) =>
      api<BlockState>(`/blocks/${encodeURIComponent(userId)}`, { method: isBlocked ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(blockStateKey(userId), state);
      for (const root of [
        queryRoots.blocks,
        queryRoots.conversations,
        queryRoots.follows,
        queryRoots.matching,
        queryRoots.search,
      ]) {
        void queryClient.invalidateQueries({ queryKey: root });
      }
    },
  });
}
