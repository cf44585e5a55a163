import type { ChatMessage, ChatMessageList } from '@skillsync/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api.ts';
import {
  type RoomKind,
  reconnectRealtime,
  useRealtimeEvent,
  useRealtimeRoom,
  useRealtimeStore,
} from '../../../lib/realtime.ts';
import {
  type ChatPageQuery,
  type ChatSendExtras,
  type ChatSession,
  type ChatSnapshot,
  createChatSession,
  type OutgoingMessage,
} from '../utils/chat-session.ts';

/** A chat: a Build Room project's, a problem team's (its id is the problem's), or a direct conversation. */
export type ChatRoom = { kind: RoomKind; id: string };

/** How the chat hears of new messages: live, getting there, or only when reopened. */
export type ChatLiveState = 'live' | 'connecting' | 'reconnecting' | 'offline';

const ROOM_PATHS = { project: 'projects', collaboration: 'collaborations', direct: 'conversations' } as const;

const messagesPath = ({ kind, id }: ChatRoom) => `/${ROOM_PATHS[kind]}/${encodeURIComponent(id)}/messages`;

function transportFor(room: ChatRoom) {
  const path = messagesPath(room);
  return {
    fetchPage: ({ limit, since, ...at }: ChatPageQuery, signal: AbortSignal) => {
      const query = new URLSearchParams({ limit: String(limit) });
      // One of cursor (earlier), after (later), around (a jump).
      for (const [name, value] of Object.entries(at)) if (value) query.set(name, value);
      if (since !== undefined) query.set('since', String(since));
      return api<ChatMessageList>(`${path}?${query}`, { signal });
    },
    postMessage: (body: OutgoingMessage) => api<ChatMessage>(path, { method: 'POST', body }),
  };
}

const CLOSED: ChatSnapshot = {
  messages: [],
  isLoading: false,
  error: null,
  olderCursor: null,
  isLoadingOlder: false,
  blockedSenderIds: [],
  isDetached: false,
  isLoadingNewer: false,
  isJumping: false,
  jumpTarget: null,
};
const subscribeNothing = () => () => {};
const closedSnapshot = () => CLOSED;

/**
 * A team chat while it is open (spec §7): the newest page of history, the room joined on the realtime link so
 * new messages and changes arrive as they happen, and after every reconnect what changed meanwhile (`?since=` the
 * room's last event number heard; a live event that skips a number catches up too), so each message shows once,
 * in order, as its latest change left it. Closing it leaves the room and forgets the messages.
 */
export function useChatRoom(room: ChatRoom, isOpen: boolean) {
  const { kind, id } = room;
  const [session, setSession] = useState<ChatSession | null>(null);
  const status = useRealtimeStore((state) => state.status);

  useEffect(() => {
    if (!isOpen) return;
    const opened = createChatSession(transportFor({ kind, id }));
    setSession(opened);
    void opened.loadHistory();
    return () => {
      opened.dispose();
      setSession(null);
    };
  }, [isOpen, kind, id]);

  // Joined anew on every connection: each join catches up with what the chat missed meanwhile. Refused (no
  // longer on the team), the history still reads over HTTP, which says why if it fails.
  const joined = useRealtimeRoom(kind, id, session !== null);
  useEffect(() => {
    if (!session || !joined?.ok) return;
    void session.setJoined(true);
    return () => void session.setJoined(false);
  }, [session, joined]);

  useRealtimeEvent('new-message', (event) => {
    if (kind === 'project' && event.projectId === id) session?.receive([event.message]);
  });
  useRealtimeEvent('new-collaboration-message', (event) => {
    if (kind === 'collaboration' && event.collaborationId === id) session?.receive([event.message]);
  });
  useRealtimeEvent('new-direct-message', (event) => {
    if (kind === 'direct' && event.conversationId === id) session?.receive([event.message]);
  });
  useRealtimeEvent('message-changed', (event) => {
    if (event.room.kind === kind && event.room.id === id) session?.receive([event.message]);
  });

  const snapshot = useSyncExternalStore(session?.subscribe ?? subscribeNothing, session?.getSnapshot ?? closedSnapshot);

  // Before the link has even started (its code still loading) the chat is 'connecting', not offline.
  let liveState: ChatLiveState = 'connecting';
  if (joined?.ok) liveState = 'live';
  else if (joined || status === 'failed') liveState = 'offline';
  else if (status === 'reconnecting') liveState = 'reconnecting';

  return {
    ...snapshot,
    // Open but the session not made yet (the first render): the history is as good as loading.
    isLoading: snapshot.isLoading || (isOpen && !session),
    liveState,
    /** Only when the link gave up: a refused room is not the link's fault. */
    reconnect: status === 'failed' ? reconnectRealtime : undefined,
    loadOlder: () => void session?.loadOlder(),
    retry: () => void session?.retry(),
    /** Merges an action's answer (an edit, a deletion, a reaction) at once; its live event is then a repeat. */
    receive: (message: ChatMessage) => void session?.receive([message]),
    loadNewer: () => void session?.loadNewer(),
    /** Brings a message into view, with the page around it when it is not held (a search result, a quote). */
    jumpTo: (messageId: string) => void session?.jumpTo(messageId),
    jumpToLatest: () => void session?.jumpToLatest(),
    send: (content: string, extras?: ChatSendExtras) => {
      if (!session) return Promise.reject(new Error('The chat is closed'));
      return session.send(content, extras);
    },
  };
}
