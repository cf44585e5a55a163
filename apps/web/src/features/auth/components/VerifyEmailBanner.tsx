import type { MessageResponse } from '@skillsync/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { api, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';

/**
 * Under the header while the member's address is not proven: what they cannot do yet, and the link again. Not on
 * the page that opens a link (it says the outcome itself).
 */
export function VerifyEmailBanner() {
  const t = useT();
  const user = useAuthStore((state) => state.user);
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<{ text: string; isError: boolean } | null>(null);
  const [isSending, setIsSending] = useState(false);
  if (!user || pathname.startsWith('/verify-email/')) return null;

  async function handleResend() {
    setIsSending(true);
    try {
      await api<MessageResponse>('/auth/verification-mail', { method: 'POST' });
      setAnswer({ text: t('common.verify.sent', { email: user?.email ?? '' }), isError: false });
    } catch (error) {
      setAnswer({ text: errorMessage(error, t('common.verify.resendFailed')), isError: true });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <aside aria-label={t('common.verify.label')} className="border-b border-amber-200 bg-amber-50 text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailCheck aria-hidden className="h-4 w-4 shrink-0" />
        <p className="min-w-0 flex-1">{t('common.verify.banner', { email: user.email })}</p>
        <button
          type="button"
          onClick={() => void handleResend()}
          disabled={isSending}
          className="rounded-md px-2 py-1 font-semibold underline hover:bg-amber-100 disabled:opacity-60"
        >
          {t('common.verify.resend')}
        </button>
        <p role={answer?.isError ? 'alert' : 'status'} className="basis-full empty:hidden">
          {answer?.text}
        </p>
      </div>
    </aside>
  );
}
