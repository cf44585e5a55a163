import { CHAT_MESSAGE_MAX } from '@skillsync/shared/constants';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { controlClass } from '../../../components/Field.tsx';
import { useT } from '../../../lib/i18n.ts';

type MessageEditorProps = {
  content: string;
  /** Why the last save failed; the draft stays as typed. */
  error: string | null;
  /** Saves the trimmed text; resolves whether it went through. */
  onSave: (content: string) => Promise<boolean>;
  /** The draft changed: an old error no longer applies. */
  onChange: () => void;
  /** Saved or cancelled: the bubble shows the message again. */
  onDone: () => void;
};

/** A message rewritten in its bubble: Enter saves, Shift+Enter starts a new line, Escape cancels. */
export function MessageEditor({ content, error, onSave, onChange, onDone }: MessageEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState(content);
  const [isSaving, setIsSaving] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  async function handleSave() {
    const text = draft.trim();
    if (!text || isSaving) return;
    if (text === content) return onDone();
    setIsSaving(true);
    const isSaved = await onSave(text);
    setIsSaving(false);
    if (isSaved) onDone();
    else textareaRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      // Cancels the edit, not the chat's dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void handleSave();
    }
  }

  return (
    <div className="w-[28rem] max-w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('teamwork.chat.editLabel')}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        value={draft}
        readOnly={isSaving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange();
        }}
        onKeyDown={handleKeyDown}
        className={`${controlClass(Boolean(error))} max-h-40 min-h-16 resize-y`}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-1.5 flex flex-wrap items-center justify-end gap-2">
        <p id={hintId} className="mr-auto text-xs text-muted">
          {t('teamwork.chat.editHint')}
        </p>
        <Button variant="ghost" className="px-3 py-1" onClick={onDone} disabled={isSaving}>
          {t('teamwork.chat.cancelEdit')}
        </Button>
        <Button className="px-3 py-1" onClick={() => void handleSave()} isLoading={isSaving} disabled={!draft.trim()}>
          {t('teamwork.chat.saveEdit')}
        </Button>
      </div>
    </div>
  );
}
