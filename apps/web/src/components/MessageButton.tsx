import type { Conversation } from '@skillsync/shared';
import { LogIn, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api, errorMessage } from '../lib/api.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { useT } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { Button, buttonClass } from './Button.tsx';

type MessageButtonProps = {
  userId: string;
  name: string;
  /** The viewer's own profile or card: nobody to write to. */
  isOwn?: boolean;
  variant?: 'primary' | 'secondary';
  className?: string;
};

/**
 * "Message" on a member's profile, search result or recommendation (words: `follows`): opens the conversation
 * with them, found or started (their first message from someone without a shared team reaches them as a request).
 * A visitor signs in first and comes back here; the server's refusal (a block, too many requests today) is a toast.
 */
export function MessageButton({
  userId,
  name,
  isOwn = false,
  variant = 'secondary',
  className = '',
}: MessageButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const [isStarting, setIsStarting] = useState(false);
  if (isOwn) return null;

  async function handleStart() {
    setIsStarting(true);
    try {
      const conversation = await api<Conversation>('/conversations', { method: 'POST', body: { userId } });
      await navigate(`/messages/${conversation._id}`);
    } catch (error) {
      toast.error(errorMessage(error, t('follows.message.failed')));
    } finally {
      setIsStarting(false);
    }
  }

  const label = t('follows.message.label', { name });
  if (!isMember) {
    return (
      <Link
        to="/login"
        state={{ from: `${location.pathname}${location.search}` }}
        aria-label={label}
        className={buttonClass(variant, className)}
      >
        <LogIn aria-hidden className="h-4 w-4" /> {t('follows.message.button')}
      </Link>
    );
  }
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={label}
      isLoading={isStarting}
      onClick={() => void handleStart()}
    >
      {!isStarting && <MessageCircle aria-hidden className="h-4 w-4" />}
      {t('follows.message.button')}
    </Button>
  );
}
