import type {
  PortfolioItem,
  PortfolioItemBody,
  PortfolioLikeResponse,
  UpdatePortfolioItemBody,
  UserProfile,
} from '@skillsync/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { userPath } from './get-profile.ts';
import { profileKeys } from './profile-keys.ts';

const itemPath = (itemId: string) => `/users/me/portfolio/${encodeURIComponent(itemId)}`;

/**
 * The signed-in member's own profile reloads with the portfolio as the server now has it; the write's promise
 * waits for it, so a dialog closes onto the updated list.
 */
async function refreshOwnProfile(queryClient: QueryClient) {
  const userId = useAuthStore.getState().user?.id;
  if (userId) await queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
}

export function useCreatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortfolioItemBody) => api<PortfolioItem>('/users/me/portfolio', { method: 'POST', body }),
    onSuccess: () => refreshOwnProfile(queryClient),
  });
}

export function useUpdatePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...body }: UpdatePortfolioItemBody & { itemId: string }) =>
      api<PortfolioItem>(itemPath(itemId), { method: 'PUT', body }),
    onSuccess: () => refreshOwnProfile(queryClient),
  });
}

export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api<void>(itemPath(itemId), { method: 'DELETE' }),
    onSuccess: () => refreshOwnProfile(queryClient),
  });
}

type LikeVariables = { itemId: string; isLiked: boolean };

/** Likes or unlikes someone's portfolio project at once on screen, and undoes it if the server says no. */
export function useLikePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(userId);
  const setItem = (itemId: string, change: (item: PortfolioItem) => PortfolioItem) =>
    queryClient.setQueryData<UserProfile>(key, (profile) =>
      profile
        ? { ...profile, portfolio: profile.portfolio.map((item) => (item._id === itemId ? change(item) : item)) }
        : profile,
    );
  return useMutation({
    mutationFn: ({ itemId, isLiked }: LikeVariables) =>
      api<PortfolioLikeResponse>(`${userPath(userId)}/portfolio/${encodeURIComponent(itemId)}/like`, {
        method: isLiked ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ itemId, isLiked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserProfile>(key);
      setItem(itemId, (item) =>
        item.isLiked === isLiked ? item : { ...item, isLiked, likes: item.likes + (isLiked ? 1 : -1) },
      );
      return { previous };
    },
    onSuccess: ({ likes, isLiked }, { itemId }) => setItem(itemId, (item) => ({ ...item, likes, isLiked })),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
