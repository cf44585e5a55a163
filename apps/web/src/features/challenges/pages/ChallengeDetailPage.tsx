import type { ChallengeDetail } from '@skillsync/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackLink, DetailLayout, DetailPage } from '../../../components/DetailPage.tsx';
import { Card, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useChallenge } from '../api/get-challenge.ts';
import { ChallengeAbout } from '../components/ChallengeAbout.tsx';
import { ChallengeDetailSkeleton } from '../components/ChallengeDetailSkeleton.tsx';
import { ChallengeFacts } from '../components/ChallengeFacts.tsx';
import { ChallengeHeader } from '../components/ChallengeHeader.tsx';
import { ChallengeNotFound } from '../components/ChallengeNotFound.tsx';
import { ParticipationPanel } from '../components/ParticipationPanel.tsx';
import { QuestionsSection } from '../components/QuestionsSection.tsx';
import { RESULTS_HEADING_ID, ResultsSection } from '../components/ResultsSection.tsx';

// The forms (and the schemas' runtime they validate with) load only for a participant or the host judging.
const SubmissionPanel = lazy(() =>
  import('../components/SubmissionPanel.tsx').then(({ SubmissionPanel }) => ({ default: SubmissionPanel })),
);
const CertificatesPanel = lazy(() =>
  import('../components/CertificatesPanel.tsx').then(({ CertificatesPanel }) => ({ default: CertificatesPanel })),
);
const JudgingPanel = lazy(() =>
  import('../components/JudgingPanel.tsx').then(({ JudgingPanel }) => ({ default: JudgingPanel })),
);

function PanelSkeleton() {
  return (
    <Card className="p-6">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="mt-4 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-full" />
    </Card>
  );
}

// setTimeout holds at most this many milliseconds (about 24 days); anything further is left to the next visit.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * When the challenge starts or its deadline passes while the page is open, it loads afresh: joining opens, or
 * submissions close and the host's judging appears. The delay is the server's count, not the browser's clock.
 */
function useReloadWhenDue(challenge: ChallengeDetail | undefined, reload: () => void) {
  const due = challenge?.timeLeftMs;
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useEffect(() => {
    if (due === null || due === undefined || due <= 0 || due > LONGEST_TIMER_MS) return;
    // A second late, so the server's clock has surely passed the moment too.
    const timer = setTimeout(() => reloadRef.current(), due + 1000);
    return () => clearTimeout(timer);
  }, [due]);
}

/** View Results on the list opens the page at its results (#results), once they are on screen. */
function useScrollToResults(isReady: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash !== '#results') return;
    const heading = document.getElementById(RESULTS_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [isReady, hash]);
}

function ChallengeView({ challenge }: { challenge: ChallengeDetail }) {
  const { viewer, status } = challenge;
  const isEnded = status === 'Completed';
  return (
    <DetailLayout
      back={<BackToChallenges />}
      removal={challenge.removal}
      header={
        <div className="min-w-0 lg:col-span-2">
          <ChallengeHeader challenge={challenge} />
        </div>
      }
      side={
        <>
          <div className="order-1 min-w-0 lg:order-none">
            <ParticipationPanel challenge={challenge} />
          </div>
          <div className="order-3 min-w-0 lg:order-none">
            <ChallengeFacts challenge={challenge} />
          </div>
        </>
      }
      main={
        <>
          {isEnded && <ResultsSection challenge={challenge} />}
          <Suspense fallback={<PanelSkeleton />}>
            {viewer.isHost && isEnded && !challenge.resultsPublished && <JudgingPanel challenge={challenge} />}
            {viewer.hasJoined && !viewer.isHost && <SubmissionPanel challenge={challenge} />}
            {challenge.resultsPublished && (viewer.isHost || viewer.hasJoined) && (
              <CertificatesPanel challenge={challenge} />
            )}
          </Suspense>
          <ChallengeAbout challenge={challenge} />
          <QuestionsSection challenge={challenge} />
        </>
      }
    />
  );
}

function BackToChallenges() {
  const t = useT();
  return <BackLink to="/challenges">{t('challenges.backToChallenges')}</BackLink>;
}

/** /challenges/:id: the challenge, the viewer's part in it (join, submit, judge) and its results. */
export function ChallengeDetailPage() {
  const { id = '' } = useParams();
  const query = useChallenge(id);
  const t = useT();
  const { refetch } = query;
  useReloadWhenDue(query.data, () => void refetch());
  useScrollToResults(query.isSuccess);
  return (
    <DetailPage
      query={query}
      documentTitle={t('challenges.detail.documentTitle')}
      notFoundTitle={t('challenges.notFound.title')}
      skeleton={<ChallengeDetailSkeleton />}
      notFound={<ChallengeNotFound />}
      back={<BackToChallenges />}
      failedHeading={t('challenges.detail.documentTitle')}
      loadFailed={errorMessage(query.error, t('messages.loadChallengeFailed'))}
    >
      {(challenge) => <ChallengeView challenge={challenge} />}
    </DetailPage>
  );
}
