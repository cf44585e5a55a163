import { CHAT_MESSAGE_MAX } from '@skillsync/shared/constants';
import { Code, Link2, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/Button.tsx';
import { controlClass } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

export type ChatComposerProps = {
  /** Sends the trimmed text; a rejection keeps the draft and shows the error. */
  onSend: (content: string) => Promise<unknown>;
};

/** Where a message is written: Enter sends, Shift+Enter starts a new line; a link and a code block can be added. */
export function ChatComposer({ onSend }: ChatComposerProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
  // The toast shows below an open dialog (the dialog sits on top of the page), so the failure is said here too.
  const [sendError, setSendError] = useState<string | null>(null);
  // Blocks a second send in the same tick, before the state above has re-rendered.
  const isSendingRef = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  async function handleSend() {
    const content = draft.trim();
    if (!content || isSendingRef.current) return;
    isSendingRef.current = true;
    setIsSending(true);
    setSendError(null);
    try {
      await onSend(content);
      setDraft('');
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

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; Enter that ends an IME composition (Hindi typing) is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSend();
  }

  function handleAddLink() {
    const url = window.prompt(t('teamwork.chat.enterUrl'))?.trim();
    if (url) setDraft((text) => (text && !/\s$/.test(text) ? `${text} ${url}` : `${text}${url}`));
    textareaRef.current?.focus();
  }

  /** Adds a sample fenced block on a line of its own, with its placeholder line selected to type over. */
  function handleInsertCode() {
    const sample = t('teamwork.chat.codeSample');
    const before = draft && !draft.endsWith('\n') ? `${draft}\n` : draft;
    flushSync(() => setDraft(`${before}\`\`\`\n${sample}\n\`\`\``));
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(before.length + 4, before.length + 4 + sample.length);
  }

  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSend();
      }}
    >
      {sendError && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {sendError}
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('teamwork.chat.messageLabel')}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        value={draft}
        readOnly={isSending}
        onChange={(event) => {
          setDraft(event.target.value);
          setSendError(null);
        }}
        onKeyDown={handleKeyDown}
        placeholder={t('teamwork.chat.placeholder')}
        aria-describedby={hintId}
        className={`${controlClass(false)} max-h-[120px] min-h-[60px] resize-none`}
      />
      <div className="mt-2 flex items-center gap-1 sm:gap-2">
        <Button variant="ghost" className="px-2.5 py-1.5" onClick={handleAddLink}>
          <Link2 aria-hidden className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t('teamwork.chat.addLink')}</span>
        </Button>
        <Button variant="ghost" className="px-2.5 py-1.5" onClick={handleInsertCode}>
          <Code aria-hidden className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t('teamwork.chat.codeBlock')}</span>
        </Button>
        <p id={hintId} className="hidden min-w-0 flex-1 text-xs text-muted md:block">
          {t('teamwork.chat.hint')}
        </p>
        <Button type="submit" className="ml-auto" isLoading={isSending} disabled={!draft.trim()}>
          {!isSending && <SendHorizontal aria-hidden className="h-4 w-4" />}
          {t('teamwork.chat.send')}
        </Button>
      </div>
    </form>
  );
}
