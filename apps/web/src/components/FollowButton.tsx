import type { FollowState, FollowTarget } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { useT } from '../lib/i18n.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './Button.tsx';

type FollowButtonProps = {
  type: FollowTarget;
  id: string;
  /** The viewer's own work or profile: the count shows, the button does not. */
  isOwn?: boolean;
};

/** Follow or unfollow a member, problem, project or challenge, with how many follow it (words: `follows`). */
export function FollowButton({ type, id, isOwn = false }: FollowButtonProps) {
  const t = useT();
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const queryClient = useQueryClient();
  const queryKey = [...queryRoots.follows, type, id];
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api<FollowState>(`/follows/${type}/${id}`, { signal }),
  });
  const change = useMutation({
    mutationFn: (follow: boolean) => api<FollowState>(`/follows/${type}/${id}`, { method: follow ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKey, state);
      void queryClient.invalidateQueries({ queryKey: queryRoots.feed });
    },
    onError: () => toast.error(t('follows.failed')),
  });
  // Its line is kept while the count loads, so the page does not jump when it arrives (a button's height for a member).
  const height = isMember && !isOwn ? 'min-h-9' : 'min-h-5';
  if (!data) return <div className={height} />;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${height}`}>
      {isMember && !isOwn && (
        <Button
          variant={data.isFollowing ? 'secondary' : 'primary'}
          aria-pressed={data.isFollowing}
          isLoading={change.isPending}
          onClick={() => change.mutate(!data.isFollowing)}
        >
          {t(data.isFollowing ? 'follows.following' : 'follows.follow')}
        </Button>
      )}
      <span className="text-sm text-muted">
        {t('follows.followers', { count: data.followers })}
        {data.following !== undefined && ` · ${t('follows.followingCount', { count: data.following })}`}
      </span>
    </div>
  );
}
