import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../features/notifications/api/notifications.ts';
import { projectKeys } from '../features/projects/api/project-keys.ts';
import { chatKeys } from '../features/teams/api/chat-keys.ts';
import { joinRequestKeys } from '../features/teams/api/join-request-keys.ts';
import { projectTeamKeys } from '../features/teams/api/project-team-keys.ts';
import { requestKeys } from '../features/teams/api/request-keys.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { type RealtimeHandlers, startRealtime } from '../lib/realtime.ts';

const refresher = (queryClient: QueryClient) => (queryKey: readonly unknown[]) =>
  void queryClient.invalidateQueries({ queryKey });

/**
 * What each server event makes stale: the pages showing it load it afresh (only those on screen refetch). Exported
 * for its test.
 */
export function cacheHandlers(queryClient: QueryClient): RealtimeHandlers {
  const refresh = refresher(queryClient);
  const refreshProject = ({ projectId }: { projectId: string }) => {
    refresh(projectKeys.detail(projectId));
    refresh(projectKeys.lists());
    refresh(projectTeamKeys.joined());
    // The dashboard lists the member's projects under way: a completed one leaves it.
    refresh(queryRoots.dashboard);
  };
  return {
    'project-updated': refreshProject,
    'removed-from-team': refreshProject,
    // An award for finished work: the score (the signed-in member's, read by the dashboard and the header), the
    // dashboard's figures and lists, and profiles with their reputation history.
    'reputation-changed': () => {
      void useAuthStore.getState().refreshUser();
      refresh(queryRoots.dashboard);
      refresh(queryRoots.profiles);
      refresh(queryRoots.collaborations);
    },
    // The bell takes the new figure; the list, if open, loads afresh. A chat's news is a notice too, and
    // reading a room reads its notices: the unread messages' figures go with the bell's.
    'notifications-changed': ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), { unread });
      refresh(notificationKeys.list());
      refresh(chatKeys.unread());
    },
    // A message came to one of the member's rooms, or they read one on some device: the Messages link's, the
    // team cards' and the dashboard's counts read the figures again (one small request, only if on screen).
    'chat-unread-changed': ({ room }) => {
      refresh(chatKeys.unread());
      // A conversation's own count is in the list of conversations.
      if (room.kind === 'direct') refresh(queryRoots.conversations);
    },
    'requests-changed': ({ reason }) => {
      // The badge's counts and the inbox, both kinds of request; an owner's project page lists its requests.
      refresh(requestKeys.all);
      refresh(joinRequestKeys.all);
      refresh(projectKeys.details());
      // An answer may have put the member on a team.
      if (reason === 'answered') {
        refresh(queryRoots.collaborations);
        refresh(projectTeamKeys.joined());
      }
    },
    // Direct messages: a request came, was accepted or ignored, or a message arrived: the lists (newest first, with
    // their excerpts and counts) and the conversation's state load afresh.
    'conversations-changed': () => refresh(queryRoots.conversations),
    'new-direct-message': () => refresh(queryRoots.conversations),
  };
}

/**
 * Connects the signed-in member and keeps the cache in step with the server's events; the answer disconnects.
 * Loaded on demand by RealtimeProvider (and kept out of the app's startup chunk in vite.config.ts).
 */
export function startRealtimeSync(userId: string, queryClient: QueryClient) {
  const refresh = refresher(queryClient);
  return startRealtime(userId, {
    handlers: cacheHandlers(queryClient),
    // Events sent while we were not connected (before the first connection, during an outage) are lost: what
    // they would have refreshed is refreshed now. Only what is on screen refetches.
    onConnect: () => {
      for (const key of [
        requestKeys.all,
        joinRequestKeys.all,
        projectKeys.all,
        queryRoots.collaborations,
        queryRoots.notifications,
        queryRoots.conversations,
        chatKeys.unread(),
      ])
        refresh(key);
    },
  });
}
