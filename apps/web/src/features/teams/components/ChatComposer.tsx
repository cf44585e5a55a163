import type { ChatRoomRef } from '@skillsync/shared';
import { CHAT_MESSAGE_MAX } from '@skillsync/shared/constants';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import type { ChatSendExtras } from '../utils/chat-session.ts';
import type { MentionCandidate } from '../utils/mention-query.ts';
import { ComposerToolbar } from './ComposerToolbar.tsx';
import type { ChatModalMessage } from './chat-list-types.ts';
import { MentionList } from './MentionList.tsx';
import { PendingFiles } from './PendingFiles.tsx';
import { ReplyBanner } from './ReplyBanner.tsx';
import { type AttachmentUploads, useAttachmentUploads } from './use-attachment-uploads.ts';
import { type MentionPicker, useMentionPicker } from './use-mention-picker.ts';
import { useTypingSignal } from './use-typing.ts';

export type ChatComposerProps = {
  /** Sends the trimmed text with what it answers and its files; a rejection keeps all of it and shows the error. */
  onSend: (content: string, extras?: ChatSendExtras) => Promise<unknown>;
  /** The room: files upload to it, and its others hear that the reader is typing. Without it, neither. */
  room?: ChatRoomRef | undefined;
  /** The room's people an `@` offers (the reader, `currentUserId`, is left out). */
  people?: readonly MentionCandidate[] | undefined;
  currentUserId?: string | undefined;
  /** The message being answered: quoted above the textarea, sent as `replyToId`. */
  replyTo?: ChatModalMessage | null | undefined;
  onCancelReply?: (() => void) | undefined;
};

/** Why the composer did not send, or why files were not taken: under it, where the member is looking. */
function ComposerErrors({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {messages.map((message) => (
        <p key={message} className="mt-2 text-sm text-red-700">
          {message}
        </p>
      ))}
    </div>
  );
}

type SendDraftOptions = Pick<ChatComposerProps, 'onSend'> & {
  draft: string;
  setDraft: (text: string) => void;
  replyToId: string | undefined;
  uploads: AttachmentUploads;
  onSent: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * Sends the draft with what it answers and its files, once at a time; sent, the composer empties; refused, all of
 * it stays, and why is said.
 */
function useSendDraft({ onSend, draft, setDraft, replyToId, uploads, onSent, textareaRef }: SendDraftOptions) {
  const t = useT();
  const [isSending, setIsSending] = useState(false);
  // The toast shows below an open dialog (the dialog sits on top of the page), so the failure is said here too.
  const [sendError, setSendError] = useState<string | null>(null);
  // Blocks a second send in the same tick, before the state above has re-rendered.
  const isSendingRef = useRef(false);
  const hasFiles = uploads.attachmentIds.length > 0;
  const canSend = (draft.trim() !== '' || hasFiles) && !uploads.isUploading && !uploads.hasFailed;

  async function send() {
    if (!canSend || isSendingRef.current) return;
    isSendingRef.current = true;
    setIsSending(true);
    setSendError(null);
    try {
      await onSend(draft.trim(), {
        ...(replyToId && { replyToId }),
        ...(hasFiles && { attachmentIds: uploads.attachmentIds }),
      });
      setDraft('');
      uploads.clear();
      onSent();
    } catch (error) {
      const message = errorMessage(error, t('messages.sendMessageFailed'));
      toast.error(message);
      setSendError(message);
    } finally {
      isSendingRef.current = false;
      setIsSending(false);
      textareaRef.current?.focus();
    }
  }
  return { isSending, sendError, setSendError, canSend, send };
}

type ComposerTextareaProps = {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  hintId: string;
  draft: string;
  isSending: boolean;
  picker: MentionPicker;
  /** Someone can be mentioned: the textarea offers a list as the member types `@`. */
  hasPeople: boolean;
  onDraftChange: (textarea: HTMLTextAreaElement) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
};

/**
 * The draft's textarea, with the `@` list above it. It stays a textbox (a textarea may take no other role) that
 * says it offers a list and points at the option the arrows reached.
 */
function ComposerTextarea({
  textareaRef,
  hintId,
  draft,
  isSending,
  picker,
  hasPeople,
  ...handlers
}: ComposerTextareaProps) {
  const t = useT();
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {t('teamwork.chat.messageLabel')}
      </label>
      <div className="relative">
        <MentionList picker={picker} />
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          readOnly={isSending}
          onChange={(event) => handlers.onDraftChange(event.target)}
          onSelect={(event) => picker.track(event.currentTarget)}
          onBlur={() => picker.close()}
          onKeyDown={handlers.onKeyDown}
          onPaste={handlers.onPaste}
          placeholder={t('teamwork.chat.placeholder')}
          aria-describedby={hintId}
          aria-autocomplete={hasPeople ? 'list' : undefined}
          aria-controls={picker.isOpen ? picker.listId : undefined}
          aria-activedescendant={picker.isOpen ? picker.optionId(picker.activeIndex) : undefined}
          className={`${controlClass(false)} block max-h-[120px] min-h-[60px] resize-none`}
        />
      </div>
    </>
  );
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; `@` offers the room's people; a link, a
 * code block and files (pictures and PDFs, attached or pasted, uploaded at once) can be added; an answer quotes
 * the message it answers.
 */
export function ChatComposer({ onSend, room, people, currentUserId, replyTo, onCancelReply }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const uploads = useAttachmentUploads(room);
  const typing = useTypingSignal(room);
  const others = (people ?? []).filter((person) => person._id !== currentUserId);
  const picker = useMentionPicker({ people: others, draft, setDraft, textareaRef });

  // Reply on a message: the member writes the answer next.
  const replyToId = replyTo?._id;
  useEffect(() => {
    if (replyToId) textareaRef.current?.focus();
  }, [replyToId]);

  const sending = useSendDraft({
    onSend,
    draft,
    setDraft,
    replyToId,
    uploads,
    onSent: () => {
      typing.reset();
      onCancelReply?.();
    },
    textareaRef,
  });

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (picker.handleKeyDown(event)) return;
    // Enter sends, Shift+Enter is a new line; Enter that ends an IME composition (Hindi typing) is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void sending.send();
  }

  /** Escape anywhere in the composer drops the answer being written, not the dialog around the chat. */
  function handleFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || !replyTo || !onCancelReply) return;
    event.preventDefault();
    event.stopPropagation();
    onCancelReply();
    textareaRef.current?.focus();
  }

  const uploadErrors = uploads.files.flatMap((file) => (file.error ? [`${file.file.name}: ${file.error}`] : []));
  return (
    <form
      className="mt-3"
      onKeyDown={handleFormKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void sending.send();
      }}
    >
      {replyTo && onCancelReply && (
        <ReplyBanner replyTo={replyTo} currentUserId={currentUserId} onCancel={onCancelReply} />
      )}
      <PendingFiles files={uploads.files} onRemove={uploads.remove} onRetry={uploads.retry} />
      <ComposerTextarea
        textareaRef={textareaRef}
        hintId={hintId}
        draft={draft}
        isSending={sending.isSending}
        picker={picker}
        hasPeople={others.length > 0}
        onDraftChange={(textarea) => {
          setDraft(textarea.value);
          sending.setSendError(null);
          picker.track(textarea);
          typing.noteTyping();
        }}
        onKeyDown={handleKeyDown}
        onPaste={uploads.handlePaste}
      />
      <ComposerToolbar
        draft={draft}
        setDraft={setDraft}
        textareaRef={textareaRef}
        onFiles={room && uploads.add}
        hintId={hintId}
        isSending={sending.isSending}
        canSend={sending.canSend}
      />
      <ComposerErrors
        messages={[...(sending.sendError ? [sending.sendError] : []), ...uploads.refusals, ...uploadErrors]}
      />
    </form>
  );
}
