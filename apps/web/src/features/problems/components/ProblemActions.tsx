import type { ProblemDetail } from '@skillsync/shared';
import { Handshake, Heart, Hourglass, LogIn, UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Card } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useToggleSupport } from '../api/toggle-support.ts';
import { CollaborateDialog } from './CollaborateDialog.tsx';

/** Support and Collaborate, as the visitor may use them (spec §6). */
export function ProblemActions({ problem }: { problem: ProblemDetail }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  const t = useT();
  const support = useToggleSupport(problem._id);
  const [isCollaborateOpen, setIsCollaborateOpen] = useState(false);
  const noteId = useId();
  const { viewer } = problem;
  const isClosed = problem.status === 'Completed' || problem.status === 'Cancelled';
  const canOfferCollaboration = !viewer.isAuthor && !viewer.isCollaborator && !isClosed;
  const isRequestPending = viewer.pendingRequestId !== null;

  function handleSupport() {
    // A click while the last toggle is in flight would race it; the optimistic state already shows the answer.
    if (support.isPending) return;
    support.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, t('messages.supportFailed'))) });
  }

  return (
    <Card className="space-y-3 p-5">
      {viewer.isAuthor ? (
        // Authors cannot support their own problem: they see how many do.
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Heart aria-hidden className="h-4 w-4 text-muted" />
          {t('problems.counts.supporters', { count: problem.supportersCount })}
        </p>
      ) : (
        <Button
          variant={viewer.isSupporter ? 'primary' : 'secondary'}
          className="w-full"
          aria-pressed={viewer.isSupporter}
          aria-describedby={isAuthenticated ? undefined : noteId}
          disabled={!isAuthenticated}
          onClick={handleSupport}
        >
          <Heart aria-hidden className={`h-4 w-4 ${viewer.isSupporter ? 'fill-current' : ''}`} />
          {viewer.isSupporter ? t('problems.actions.supported') : t('problems.actions.support')}
          {/* Sighted readers see the number; screen readers hear it with its word, in the language's word order. */}
          <span className="rounded-full bg-black/10 px-2 text-xs leading-5">
            <span aria-hidden>{formatNumber(problem.supportersCount)}</span>
            <span className="sr-only"> {t('problems.counts.supporters', { count: problem.supportersCount })}</span>
          </span>
        </Button>
      )}

      {canOfferCollaboration && (
        // One button for both states, so after a request is sent focus comes back to it, now saying it is pending
        // (aria-disabled keeps it focusable where `disabled` would drop focus to the page).
        <Button
          variant={isRequestPending ? 'secondary' : 'primary'}
          className="w-full"
          aria-disabled={isRequestPending || undefined}
          aria-describedby={isAuthenticated ? undefined : noteId}
          disabled={!isAuthenticated}
          onClick={isRequestPending ? undefined : () => setIsCollaborateOpen(true)}
        >
          {isRequestPending ? (
            <>
              <Hourglass aria-hidden className="h-4 w-4" /> {t('problems.actions.requestPending')}
            </>
          ) : (
            <>
              <Handshake aria-hidden className="h-4 w-4" /> {t('problems.actions.collaborate')}
            </>
          )}
        </Button>
      )}

      {viewer.isCollaborator && (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <UserCheck aria-hidden className="h-4 w-4" /> {t('problems.actions.youAreCollaborator')}
        </p>
      )}

      {!isAuthenticated && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <p id={noteId}>
            {canOfferCollaboration ? t('messages.loginToSupportOrCollaborate') : t('messages.loginToSupport')}
          </p>
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClass('secondary', 'mt-2 w-full')}
          >
            <LogIn aria-hidden className="h-4 w-4" /> {t('problems.actions.logIn')}
          </Link>
        </div>
      )}

      {isAuthenticated && canOfferCollaboration && (
        <CollaborateDialog
          isOpen={isCollaborateOpen}
          onClose={() => setIsCollaborateOpen(false)}
          problemId={problem._id}
          problemTitle={problem.title}
        />
      )}
    </Card>
  );
}
