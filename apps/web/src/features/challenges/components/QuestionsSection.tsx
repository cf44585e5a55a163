import type { ChallengeDetail } from '@skillsync/shared';
import { LogIn, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAskQuestion, useChallengeQuestions } from '../api/challenge-questions.ts';
import { QuestionItem } from './QuestionItem.tsx';
import { ThreadPostForm } from './ThreadPostForm.tsx';

function QuestionsSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** Members ask here; visitors are asked to sign in and come back. */
function AskArea({ challengeId }: { challengeId: string }) {
  const t = useT();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const asking = useAskQuestion(challengeId);
  if (!isAuthenticated) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        {t('challenges.questions.signInPrompt')}
        <Link
          to="/login"
          state={{ from: `/challenges/${challengeId}` }}
          className={buttonClass('secondary', 'px-3 py-1.5')}
        >
          <LogIn aria-hidden className="h-4 w-4" /> {t('challenges.questions.signIn')}
        </Link>
      </p>
    );
  }
  return <ThreadPostForm kind="question" idPrefix="ask-question" onPost={(body) => asking.mutateAsync(body)} />;
}

/** The challenge's public Q&A: questions newest first, the host's answers marked, a page at a time. */
export function QuestionsSection({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const isSignedIn = useAuthStore((state) => state.isAuthenticated);
  const query = useChallengeQuestions(challenge._id);
  const questions = query.data?.pages.flatMap((page) => page.questions) ?? [];
  return (
    <SectionCard
      id="challenge-questions"
      icon={MessageCircleQuestion}
      title={t('challenges.questions.title')}
      description={t('challenges.questions.description')}
    >
      <AskArea challengeId={challenge._id} />
      <div className="mt-6">
        {query.isPending && <QuestionsSkeleton />}
        {query.isError && (
          <ErrorState
            message={errorMessage(query.error, t('challenges.questions.loadFailed'))}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && questions.length === 0 && (
          <EmptyState
            icon={MessageCircleQuestion}
            headingLevel={3}
            title={t('challenges.questions.emptyTitle')}
            text={t('challenges.questions.emptyText')}
          />
        )}
        {questions.length > 0 && (
          <ul className="space-y-4">
            {questions.map((question) => (
              <QuestionItem
                key={question._id}
                challengeId={challenge._id}
                question={question}
                isSignedIn={isSignedIn}
              />
            ))}
          </ul>
        )}
        <LoadMore query={query} failedMessage={t('challenges.questions.loadFailed')} />
      </div>
    </SectionCard>
  );
}
