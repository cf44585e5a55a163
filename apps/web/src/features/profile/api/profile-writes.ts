import type { AvatarResponse, ErrorResponse, ProfileUser, UpdateProfileBody, UserProfile } from '@skillsync/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { profileKeys } from './profile-keys.ts';

/** The navbar and every menu read the session's user: it takes the saved fields at once. */
function showInSession(user: ProfileUser) {
  const { name, avatar, title, location, bio, skills, github, linkedin, website } = user;
  useAuthStore.getState().updateUser({ name, avatar, title, location, bio, skills, github, linkedin, website });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api<ProfileUser>('/users/me', { method: 'PUT', body }),
    onSuccess: (user) => {
      showInSession(user);
      queryClient.setQueryData<UserProfile>(profileKeys.detail(user.id), (profile) =>
        profile ? { ...profile, user } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(user.id) });
    },
  });
}

/**
 * Sends the cropped picture as multipart field `avatar`. Not through `api()`, which speaks JSON: the browser
 * sets the multipart boundary itself. A 401 means the session ended; the session check then signs out.
 */
async function uploadAvatar(picture: Blob) {
  const form = new FormData();
  form.append('avatar', picture, 'avatar.jpg');
  const response = await fetch('/api/users/me/avatar', { method: 'POST', body: form, credentials: 'same-origin' });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (response.status === 401) await useAuthStore.getState().refreshUser();
    throw new ApiError(response.status, (data ?? {}) as Partial<ErrorResponse>);
  }
  return data as AvatarResponse;
}

/** A new picture, or none: the session's user shows it in the navbar, and every cached list with the old one reloads. */
function useAvatarWrite<Variables>(write: (variables: Variables) => Promise<AvatarResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ avatar }) => {
      const { user } = useAuthStore.getState();
      useAuthStore.getState().updateUser({ avatar });
      if (user) {
        queryClient.setQueryData<UserProfile>(profileKeys.detail(user.id), (profile) =>
          profile ? { ...profile, user: { ...profile.user, avatar } } : profile,
        );
      }
      // Problems, teams and chats show the member's picture by its versioned URL.
      void queryClient.invalidateQueries();
    },
  });
}

export const useUploadAvatar = () => useAvatarWrite(uploadAvatar);

export const useRemoveAvatar = () =>
  useAvatarWrite(() => api<AvatarResponse>('/users/me/avatar', { method: 'DELETE' }));
