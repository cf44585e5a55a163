import { Code, Link2, Paperclip, SendHorizontal } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ATTACHMENT_ACCEPT } from './use-attachment-uploads.ts';

type ComposerToolbarProps = {
  draft: string;
  setDraft: (update: (text: string) => string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Files chosen with Attach; no Attach without it. */
  onFiles?: ((files: File[]) => void) | undefined;
  hintId: string;
  isSending: boolean;
  canSend: boolean;
};

/** Under the textarea: Attach, Add link, Code block, the keys' hint and Send. */
export function ComposerToolbar({
  draft,
  setDraft,
  textareaRef,
  onFiles,
  hintId,
  isSending,
  canSend,
}: ComposerToolbarProps) {
  const t = useT();
  const fileInputRef = useRef<HTMLInputElement>(null);

  function handleAddLink() {
    const url = window.prompt(t('teamwork.chat.enterUrl'))?.trim();
    if (url) setDraft((text) => (text && !/\s$/.test(text) ? `${text} ${url}` : `${text}${url}`));
    textareaRef.current?.focus();
  }

  /** Adds a sample fenced block on a line of its own, with its placeholder line selected to type over. */
  function handleInsertCode() {
    const sample = t('teamwork.chat.codeSample');
    const before = draft && !draft.endsWith('\n') ? `${draft}\n` : draft;
    flushSync(() => setDraft(() => `${before}\`\`\`\n${sample}\n\`\`\``));
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(before.length + 4, before.length + 4 + sample.length);
  }

  return (
    <div className="mt-2 flex items-center gap-1 sm:gap-2">
      {onFiles && (
        <>
          <input
            ref={fileInputRef}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              onFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button variant="ghost" className="px-2.5 py-1.5" onClick={() => fileInputRef.current?.click()}>
            <Paperclip aria-hidden className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{t('teamwork.chat.attach')}</span>
          </Button>
        </>
      )}
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
      <Button type="submit" className="ml-auto" isLoading={isSending} disabled={!canSend}>
        {!isSending && <SendHorizontal aria-hidden className="h-4 w-4" />}
        {t('teamwork.chat.send')}
      </Button>
    </div>
  );
}
