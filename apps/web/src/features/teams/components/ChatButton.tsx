import { MessageSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/Button.tsx';
import { preloadTeamChat } from './TeamChat.tsx';

type ChatButtonProps = Omit<ComponentProps<'button'>, 'children'> & { label: string };

/** A button that opens a team's chat; a pointer over it or focus on it starts fetching the chat's code. */
export function ChatButton({ label, ...button }: ChatButtonProps) {
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      onPointerEnter={preloadTeamChat}
      onFocus={preloadTeamChat}
      {...button}
    >
      <MessageSquare aria-hidden className="h-4 w-4" /> {label}
    </Button>
  );
}
