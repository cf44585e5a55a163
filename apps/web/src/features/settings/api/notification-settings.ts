import type { NotificationSettings, Unsubscribed, UpdateNotificationSettingsInput } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const settingsKey = [...queryRoots.notifications, 'settings'] as const;

export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<NotificationSettings>('/notifications/settings', { signal }),
  });

/** Saves a change (one kind's channels, or the digest); the page shows the server's answer. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsInput) =>
      api<NotificationSettings>('/notifications/settings', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** An e-mail's unsubscribe link, confirmed on its page: no sign-in, the token says who and what. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<Unsubscribed>(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }),
  });
