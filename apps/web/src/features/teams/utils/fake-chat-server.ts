import type { ChatMessage } from './chat-messages.ts';
import type { ChatPageQuery, ChatTransport } from './chat-session.ts';

// For the chat session's tests: a room's server as the API pages it, in memory.

const RAVI = { _id: 'ravi', name: 'Ravi Kumar', avatar: null };
const START = Date.parse('2026-11-21T10:00:00.000Z');

/**
 * A team chat as the server keeps it: oldest first, paged as the API pages it, every change numbered (`version`);
 * `blocked` the reader blocked.
 */
export function fakeServer(count = 0, blocked: string[] = []) {
  const stored: ChatMessage[] = [];
  let version = 0;
  const write = (content: string) => {
    version += 1;
    const message = {
      _id: `m${stored.length + 1}`,
      seq: stored.length + 1,
      version,
      sender: RAVI,
      content,
      createdAt: new Date(START + stored.length * 1000).toISOString(),
    };
    stored.push(message);
    return message;
  };
  /** Its sender edits a message: a new state, numbered as the room's next event. */
  const edit = (id: string, content: string) => {
    const at = stored.findIndex((message) => message._id === id);
    version += 1;
    const changed = { ...(stored[at] as ChatMessage), content, version };
    stored[at] = changed;
    return changed;
  };
  for (let i = 0; i < count; i += 1) write(`message ${i + 1}`);
  const byClientId = new Map<string, ChatMessage>();
  const queries: ChatPageQuery[] = [];

  const transport: ChatTransport = {
    async fetchPage(query) {
      queries.push(query);
      const answer = { nextCursor: null, version, blockedSenderIds: blocked };
      if (query.since !== undefined) {
        // What changed after that event, in the order of the changes, each message as it is now.
        const since = query.since;
        const changed = stored.filter((message) => (message.version ?? 0) > since);
        changed.sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
        return { ...answer, messages: changed.slice(0, query.limit) };
      }
      if (query.after !== undefined) {
        // Oldest first, those after that message.
        const from = stored.findIndex((message) => message._id === query.after) + 1;
        return { ...answer, messages: stored.slice(from, from + query.limit) };
      }
      if (query.around !== undefined) {
        // Newest first, the message in the middle (half the page older, the rest newer).
        const at = stored.findIndex((message) => message._id === query.around);
        if (at < 0) throw new Error('This message does not exist');
        const start = Math.max(0, Math.min(at - Math.floor(query.limit / 2), stored.length - query.limit));
        const page = stored.slice(start, start + query.limit).reverse();
        return { ...answer, messages: page, nextCursor: start > 0 ? String(stored.length - start) : null };
      }
      // Newest first; the cursor is how many newer messages lie before the page.
      const skip = query.cursor ? Number(query.cursor) : 0;
      const end = stored.length - skip;
      const page = stored.slice(Math.max(0, end - query.limit), end).reverse();
      const nextSkip = skip + page.length;
      const nextCursor = nextSkip < stored.length ? String(nextSkip) : null;
      return { ...answer, messages: page, nextCursor };
    },
    async postMessage({ content, clientId }) {
      const known = byClientId.get(clientId);
      if (known) return known;
      const message = write(content);
      byClientId.set(clientId, message);
      return message;
    },
  };
  return { stored, write, edit, transport, queries };
}
