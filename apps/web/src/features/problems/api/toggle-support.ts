import type { CurrentUser, ProblemDetail, SupportResponse } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { problemKeys } from './problem-keys.ts';

export const toggleSupport = (id: string) =>
  api<SupportResponse>(`/problems/${encodeURIComponent(id)}/support`, { method: 'POST' });

/** The problem as it looks once the viewer has (un)supported it. */
export function withSupport(problem: ProblemDetail, isSupported: boolean, user: CurrentUser | null): ProblemDetail {
  if (problem.viewer.isSupporter === isSupported) return problem;
  const others = problem.supporters.filter((supporter) => supporter.user.id !== user?.id);
  const me = user && {
    user: { _id: user._id, id: user.id, name: user.name, avatar: user.avatar, reputation: user.reputation },
  };
  return {
    ...problem,
    supportersCount: Math.max(0, problem.supportersCount + (isSupported ? 1 : -1)),
    supporters: isSupported && me ? [me, ...others] : others,
    viewer: { ...problem.viewer, isSupporter: isSupported },
  };
}

/** Support toggles at once on screen and rolls back if the server says no. */
export function useToggleSupport(id: string) {
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const key = problemKeys.detail(id);
  return useMutation({
    mutationFn: () => toggleSupport(id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProblemDetail>(key);
      if (previous) queryClient.setQueryData(key, withSupport(previous, !previous.viewer.isSupporter, user));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ isSupported, supportersCount }) => {
      queryClient.setQueryData<ProblemDetail>(
        key,
        (problem) => problem && { ...withSupport(problem, isSupported, user), supportersCount },
      );
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
    },
  });
}
