import type { BlockedMemberList, BlockState } from '@skillsync/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The members the signed-in member blocked, newest first, a page at a time. */
export const useBlockedMembers = () =>
  useInfiniteQuery({
    queryKey: [...queryRoots.blocks, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api<BlockedMemberList>(`/blocks${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Unblocks a member: they leave the list, and what the viewer finds (recommendations, searches) changes. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<BlockState>(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      for (const root of [queryRoots.blocks, queryRoots.matching, queryRoots.search]) {
        void queryClient.invalidateQueries({ queryKey: root });
      }
    },
  });
}
