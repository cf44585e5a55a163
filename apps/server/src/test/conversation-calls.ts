import type { ChatMessageList, Conversation, ConversationList } from '@skillsync/shared';
import { expect } from 'vitest';
import type { TestMember } from './builders.ts';
import type { TestAppHandle } from './test-app.ts';

let said = 0;

/** The requests direct-conversation tests send to this app, and the reads that must answer 200. */
export function conversationCalls(t: TestAppHandle) {
  const start = (as: TestMember, other: TestMember | string) =>
    t.request('POST', '/api/conversations', {
      as,
      payload: { userId: typeof other === 'string' ? other : other.user.id },
    });
  const read = async <T>(url: string, as: TestMember) => {
    const response = await t.request('GET', url, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  return {
    start,
    /** The conversation with the other member, found or started; it must be either. */
    async started(as: TestMember, other: TestMember) {
      const response = await start(as, other);
      expect([200, 201], response.body).toContain(response.statusCode);
      return response.json<Conversation>();
    },
    /** Sends a message (each its own words unless given: the same text a third time is refused as repeated). */
    say: (as: TestMember, conversationId: string, content?: string) => {
      said += 1;
      return t.request('POST', `/api/conversations/${conversationId}/messages`, {
        as,
        payload: { content: content ?? `Message number ${said} of this test run` },
      });
    },
    accept: (as: TestMember, conversationId: string) =>
      t.request('POST', `/api/conversations/${conversationId}/accept`, { as }),
    ignore: (as: TestMember, conversationId: string) =>
      t.request('POST', `/api/conversations/${conversationId}/ignore`, { as }),
    block: (as: TestMember, other: TestMember) => t.request('PUT', `/api/blocks/${other.user.id}`, { as }),
    unblock: (as: TestMember, other: TestMember) => t.request('DELETE', `/api/blocks/${other.user.id}`, { as }),
    view: (as: TestMember, conversationId: string) => read<Conversation>(`/api/conversations/${conversationId}`, as),
    list: (as: TestMember, query = 'box=inbox') => read<ConversationList>(`/api/conversations?${query}`, as),
    /** The ids in the member's box, in order. */
    async idsIn(as: TestMember, box: 'inbox' | 'requests') {
      return (await read<ConversationList>(`/api/conversations?box=${box}`, as)).conversations.map((c) => c._id);
    },
    history: (as: TestMember, conversationId: string, query = '') =>
      read<ChatMessageList>(`/api/conversations/${conversationId}/messages${query}`, as),
  };
}
