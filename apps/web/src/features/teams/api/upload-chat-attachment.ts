import type { ChatAttachment, ChatRoomRef, ErrorResponse } from '@skillsync/shared';
import { ApiError, api } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { chatRoomPath } from './chat-keys.ts';

type UploadOptions = {
  /** How much of the file has gone, 0 to 1, as it goes. */
  onProgress: (share: number) => void;
  signal: AbortSignal;
};

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: the caller says the general failure.
    return undefined;
  }
};

/**
 * Uploads a picture or PDF to a room as multipart field `file` (sent later with a message's `attachmentIds`).
 * Through XMLHttpRequest, not fetch: only it reports an upload's progress. A 401 means the session ended; the
 * session check then signs out. Aborted (the file removed), it rejects with an AbortError.
 */
export function uploadChatAttachment(room: ChatRoomRef, file: File, { onProgress, signal }: UploadOptions) {
  return new Promise<ChatAttachment>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${chatRoomPath(room)}/attachments`);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && data) return resolve(data as ChatAttachment);
      if (request.status === 401) void useAuthStore.getState().refreshUser();
      reject(new ApiError(request.status, (data ?? {}) as Partial<ErrorResponse>));
    });
    // No answer at all (offline): the caller says the general failure.
    request.addEventListener('error', () => reject(new Error('The upload got no answer')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Lets go of an upload the member will not send (removed from the composer, or left in it as the chat closed), so
 * it stops counting against the unsent files a member may hold. A failure is not the member's concern: the server
 * drops unsent uploads after a day anyway.
 */
export function discardChatAttachment(id: string) {
  return api(`/chat/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => undefined);
}
