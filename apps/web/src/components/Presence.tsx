import type { ComponentProps } from 'react';
import { useT } from '../lib/i18n.ts';
import { Avatar } from './Avatar.tsx';

type PresenceAvatarProps = ComponentProps<typeof Avatar> & {
  isOnline: boolean;
  /** Where the dot sits: at the end, or at the start where the next avatar of a stack overlaps the end. */
  dotSide?: 'end' | 'start';
};

/** A member's avatar with a small green dot while they are online; the dot is for the eye, `OnlineLabel` says it. */
export function PresenceAvatar({ isOnline, dotSide = 'end', ...avatar }: PresenceAvatarProps) {
  return (
    <span className="relative inline-flex shrink-0 rounded-full">
      <Avatar {...avatar} />
      {isOnline && (
        <span
          aria-hidden
          className={`absolute bottom-0 h-2.5 w-2.5 rounded-full bg-green-500 ring-2 ring-white ${dotSide === 'end' ? 'right-0' : 'left-0'}`}
        />
      )}
    </span>
  );
}

/** 'online', for screen readers, after the member's name. */
export function OnlineLabel({ isOnline }: { isOnline: boolean }) {
  const t = useT();
  return isOnline ? <span className="sr-only"> {t('teamwork.presence.online')}</span> : null;
}
