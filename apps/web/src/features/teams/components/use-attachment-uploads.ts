import type { ChatAttachment, ChatAttachmentKind, ChatRoomRef } from '@skillsync/shared';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@skillsync/shared/constants';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { discardChatAttachment, uploadChatAttachment } from '../api/upload-chat-attachment.ts';

/** A file chosen for the next message: uploading, uploaded (its attachment), or failed (why, kept to retry). */
export type PendingFile = {
  key: string;
  file: File;
  kind: ChatAttachmentKind;
  /** A picture's preview, read locally. */
  previewUrl: string | null;
  status: 'uploading' | 'uploaded' | 'failed';
  /** How much has gone, 0 to 1. */
  progress: number;
  attachment: ChatAttachment | null;
  error: string | null;
};

// The server re-encodes pictures of these kinds (and refuses others with its words); a PDF goes as it is.
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heif', 'image/heic'];
/** The file picker's `accept`: what the chat takes. */
export const ATTACHMENT_ACCEPT = [...PICTURE_TYPES, 'application/pdf', '.pdf'].join(',');

function kindOf(file: File): ChatAttachmentKind | null {
  if (file.type === 'application/pdf' || (!file.type && /\.pdf$/iu.test(file.name))) return 'pdf';
  return PICTURE_TYPES.includes(file.type) ? 'image' : null;
}

const UPLOADING = { status: 'uploading', progress: 0, attachment: null, error: null } as const;
let nextKey = 0;
const previewOf = (file: File, kind: ChatAttachmentKind) =>
  kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const forget = (pending: PendingFile) => {
  if (pending.previewUrl) URL.revokeObjectURL(pending.previewUrl);
};
/** A file that will not be sent: its preview goes, and its upload, when it is on the server. */
const discard = (pending: PendingFile) => {
  forget(pending);
  if (pending.attachment) void discardChatAttachment(pending.attachment._id);
};

/**
 * Of the files chosen, those the server would take, as pending uploads, and why the others are not taken (too
 * large, not a picture or PDF, one more than a message carries), in the server's words.
 */
function screenFiles(chosen: readonly File[], held: number, t: (id: string) => string) {
  const said: string[] = [];
  const taken: PendingFile[] = [];
  for (const file of chosen) {
    const kind = kindOf(file);
    if (!kind) said.push(`${file.name}: ${t('messages.attachmentKindRefused')}`);
    else if (file.size > CHAT_ATTACHMENT_MAX_BYTES) said.push(`${file.name}: ${t('messages.attachmentTooLarge')}`);
    else if (held + taken.length >= CHAT_ATTACHMENTS_PER_MESSAGE) {
      said.push(t('messages.tooManyAttachments'));
      break;
    } else {
      nextKey += 1;
      taken.push({ key: `file-${nextKey}`, file, kind, previewUrl: previewOf(file, kind), ...UPLOADING });
    }
  }
  return { taken, said };
}

/**
 * The files of the message being written: each uploads as soon as it is chosen (with its progress), may be
 * removed (stopping its upload) or retried after a failure. What the server would refuse for its size, its kind
 * or their number is refused here first, in the server's words, before anything is sent.
 */
export function useAttachmentUploads(room: ChatRoomRef | undefined) {
  const t = useT();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const latest = useRef(files);
  latest.current = files;

  // Closed with files not sent: their uploads stop, the uploaded ones are let go on the server, their previews here.
  useEffect(
    () => () => {
      for (const controller of uploads.current.values()) controller.abort();
      for (const pending of latest.current) discard(pending);
    },
    [],
  );

  const patch = (key: string, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((pending) => (pending.key === key ? { ...pending, ...change } : pending)));

  function upload(pending: PendingFile) {
    if (!room) return;
    const controller = new AbortController();
    uploads.current.set(pending.key, controller);
    patch(pending.key, { status: 'uploading', progress: 0, error: null });
    uploadChatAttachment(room, pending.file, {
      onProgress: (progress) => patch(pending.key, { progress }),
      signal: controller.signal,
    })
      .then((attachment) => patch(pending.key, { status: 'uploaded', progress: 1, attachment }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        patch(pending.key, { status: 'failed', error: errorMessage(error, t('teamwork.chat.uploadFailed')) });
      })
      .finally(() => uploads.current.delete(pending.key));
  }

  /** Takes files chosen or pasted: those the server would take upload at once, the others are said why not. */
  function add(chosen: readonly File[]) {
    const { taken, said } = screenFiles(chosen, latest.current.length, t);
    setRefusals(said);
    if (taken.length === 0) return;
    latest.current = [...latest.current, ...taken];
    setFiles(latest.current);
    for (const pending of taken) upload(pending);
  }

  function remove(key: string) {
    uploads.current.get(key)?.abort();
    const pending = latest.current.find((candidate) => candidate.key === key);
    if (pending) discard(pending);
    setFiles((list) => list.filter((candidate) => candidate.key !== key));
    setRefusals([]);
  }

  function retry(key: string) {
    const pending = latest.current.find((candidate) => candidate.key === key);
    if (pending?.status === 'failed') upload(pending);
  }

  /** The message went with its files: the composer starts empty. */
  function clear() {
    for (const pending of latest.current) forget(pending);
    // Sent: nothing is left to discard should the chat close before the next render.
    latest.current = [];
    setFiles([]);
    setRefusals([]);
  }

  /** A picture pasted (a screenshot) is attached like a chosen one; pasted text stays text. */
  function handlePaste(event: ClipboardEvent) {
    const pictures = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (!room || pictures.length === 0) return;
    event.preventDefault();
    add(pictures);
  }

  return {
    files,
    /** Why files were not taken (too large, not a picture or PDF, one too many). */
    refusals,
    add,
    remove,
    retry,
    clear,
    handlePaste,
    isUploading: files.some((pending) => pending.status === 'uploading'),
    hasFailed: files.some((pending) => pending.status === 'failed'),
    attachmentIds: files.flatMap((pending) => (pending.attachment ? [pending.attachment._id] : [])),
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
