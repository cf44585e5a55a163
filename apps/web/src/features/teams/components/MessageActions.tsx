import { CHAT_EDIT_WINDOW_MS, CHAT_REACTIONS } from '@skillsync/shared/constants';
import { Pencil, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ChatListSettings, ChatModalMessage } from './chat-list-types.ts';
import { type ReactionRun, useToggleReaction } from './ReactionBar.tsx';

/** How much of a message the report dialog quotes. */
const REPORT_EXCERPT_MAX = 80;
const excerptOf = (content: string) =>
  content.length > REPORT_EXCERPT_MAX ? `${content.slice(0, REPORT_EXCERPT_MAX - 1)}…` : content;

const ICON = 'h-3.5 w-3.5';

/** Its sender may still edit it: CHAT_EDIT_WINDOW_MS from when it was sent (the server has the last word). */
const isEditable = (message: ChatModalMessage, now = Date.now()) =>
  Boolean(message.createdAt) && now - Date.parse(message.createdAt ?? '') < CHAT_EDIT_WINDOW_MS;

type ActionButtonProps = {
  label: string;
  onClick: () => void;
  children: ReactNode;
  action?: string;
  hasPopup?: 'dialog' | 'true';
};

/** A small icon button of the toolbar, named by its label alone. */
function ActionButton({ label, onClick, children, action, hasPopup }: ActionButtonProps) {
  return (
    <Button
      variant="ghost"
      className="p-1 text-slate-500 hover:text-ink"
      aria-label={label}
      title={label}
      aria-haspopup={hasPopup}
      data-action={action}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

type ReactionPickerProps = { message: ChatModalMessage; readerId: string; isOwn: boolean; run: ReactionRun };

/** React: a small popover of the reactions; Escape or a click elsewhere closes it, focus back on the button. */
function ReactionPicker({ message, readerId, isOwn, run }: ReactionPickerProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const toggle = useToggleReaction(message, run);

  useEffect(() => {
    if (!isOpen) return;
    popoverRef.current?.querySelector('button')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(popoverRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      // Closes the popover, not the chat's dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (step !== undefined && buttons.length > 0) {
      event.preventDefault();
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    }
  }

  const mine = (emoji: string) =>
    message.reactions?.some((group) => group.emoji === emoji && group.users.some((user) => user._id === readerId)) ??
    false;

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        className="p-1 text-slate-500 hover:text-ink"
        aria-label={t('teamwork.chat.react')}
        title={t('teamwork.chat.react')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SmilePlus aria-hidden className={ICON} />
      </Button>
      {isOpen && (
        <div
          ref={popoverRef}
          id={popoverId}
          role="toolbar"
          aria-label={t('teamwork.chat.reactions')}
          onKeyDown={handleKeyDown}
          className={`absolute top-full z-20 mt-1 flex gap-0.5 rounded-lg border border-line bg-white p-1 shadow-lg ${isOwn ? 'right-0' : 'left-0'}`}
        >
          {CHAT_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine(emoji)}
              aria-label={t('teamwork.chat.reactWith', { emoji })}
              onClick={() => {
                close();
                void toggle(emoji, !mine(emoji));
              }}
              className="rounded-md px-1.5 py-1 text-lg leading-none hover:bg-slate-100 aria-pressed:bg-brand-50"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

type MessageActionsProps = {
  message: ChatModalMessage;
  isOwn: boolean;
  chat: ChatListSettings;
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  run: ReactionRun;
};

/**
 * What the reader can do with a message: Reply, React, Edit and Delete (their own; Delete any in a room they own)
 * and Report (others'). A small toolbar beside the time, shown on hover or keyboard focus where there is a mouse
 * and always on a touch screen, as the Report flag.
 */
export function MessageActions({ message, isOwn, chat, isEditing, onEdit, onDelete, run }: MessageActionsProps) {
  const t = useT();
  if (message.deleted) return null;
  const isLive = !message.removed;
  const canAct = isLive && chat.onReceive !== undefined;
  // Nothing to offer (a removed message, or one's own with no chat to act in): no empty toolbar either.
  if (!isLive || (isOwn && !canAct && !chat.onReply)) return null;
  return (
    <div
      className={`flex items-center pointer-fine:absolute pointer-fine:top-1/2 pointer-fine:z-10 pointer-fine:-translate-y-1/2 pointer-fine:rounded-lg pointer-fine:border pointer-fine:border-line pointer-fine:bg-white pointer-fine:p-0.5 pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100 ${isOwn ? 'pointer-fine:right-1' : 'pointer-fine:left-1'}`}
    >
      {isLive && chat.onReply && (
        <ActionButton label={t('teamwork.chat.reply')} onClick={() => chat.onReply?.(message)}>
          <Reply aria-hidden className={ICON} />
        </ActionButton>
      )}
      {canAct && <ReactionPicker message={message} readerId={chat.currentUserId} isOwn={isOwn} run={run} />}
      {canAct && isOwn && !isEditing && isEditable(message) && (
        <ActionButton label={t('teamwork.chat.edit')} onClick={onEdit} action="edit">
          <Pencil aria-hidden className={ICON} />
        </ActionButton>
      )}
      {canAct && (isOwn || chat.canDeleteAny) && (
        <ActionButton label={t('teamwork.chat.delete')} onClick={onDelete} hasPopup="dialog">
          <Trash2 aria-hidden className={ICON} />
        </ActionButton>
      )}
      {isLive && (
        <ReportButton type="message" id={message._id} title={excerptOf(message.content)} isOwn={isOwn} isCompact />
      )}
    </div>
  );
}
