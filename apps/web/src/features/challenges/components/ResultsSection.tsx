import type { ChallengeDetail, Submission } from '@skillsync/shared';
import { CHALLENGE_SCORE_MAX } from '@skillsync/shared/constants';
import { Hourglass, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatPaise } from '../utils/prize-format.ts';
import { OutLink } from './OutLink.tsx';

/** The results' heading: the list's View Results opens the page here, and publishing moves focus to it. */
export const RESULTS_HEADING_ID = 'results-title';

// Gold, silver and bronze, each dark enough to read on white.
const PLACE_TINTS: Record<number, string> = { 1: 'text-amber-500', 2: 'text-slate-500', 3: 'text-orange-700' };

function LeaderboardRow({ entry, maxScore }: { entry: Submission; maxScore: number }) {
  const t = useT();
  const { user } = entry;
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[3rem_minmax(0,1fr)_9rem_11rem]">
      <span className="flex items-center gap-1 font-semibold text-ink">
        {entry.isWinner && (
          <Trophy aria-hidden className={`h-5 w-5 ${PLACE_TINTS[entry.rank ?? 0] ?? 'text-amber-500'}`} />
        )}
        <span className="sr-only">{t('challenges.results.rankLabel')}</span>
        {entry.rank}
      </span>
      <span className="flex min-w-0 items-center gap-2">
        <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
        <span className="min-w-0">
          <MemberLink
            member={user}
            className="block truncate font-medium text-ink hover:text-brand-700"
            erasedClassName="block truncate font-medium text-ink"
          />
          {entry.isWinner && (
            <span className="block text-xs font-medium text-amber-800">
              {t('challenges.results.winner')}
              {entry.prizePaise
                ? ` · ${t('challenges.results.prizeShare', { amount: formatPaise(entry.prizePaise) })}`
                : ''}
            </span>
          )}
        </span>
      </span>
      <span className="text-right text-sm font-semibold text-ink">
        {t('challenges.results.points', { total: entry.totalScore ?? 0, max: maxScore })}
      </span>
      <span className="col-span-3 flex flex-wrap gap-x-4 gap-y-1 pl-[3.75rem] text-sm sm:col-span-1 sm:pl-0">
        <OutLink href={entry.repositoryUrl} label={t('challenges.judging.repository')} />
        {entry.demoUrl && <OutLink href={entry.demoUrl} label={t('challenges.judging.demo')} />}
      </span>
    </li>
  );
}

/**
 * The results of an ended challenge: the ranked entries once the host publishes them (ties share a place,
 * trophies and prize shares for the winners), else a note that judging is under way.
 */
export function ResultsSection({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const maxScore = challenge.judgingCriteria.length * CHALLENGE_SCORE_MAX;
  let body: ReactNode;
  if (!challenge.resultsPublished) {
    body = (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Hourglass aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" /> {t('challenges.results.pending')}
      </p>
    );
  } else if (challenge.leaderboard.length === 0) {
    body = <p className="text-sm text-muted">{t('challenges.results.noEntries')}</p>;
  } else {
    body = (
      <ol aria-label={t('challenges.results.leaderboard')} className="divide-y divide-line">
        {challenge.leaderboard.map((entry) => (
          <LeaderboardRow key={entry._id} entry={entry} maxScore={maxScore} />
        ))}
      </ol>
    );
  }
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section id="results" aria-labelledby={RESULTS_HEADING_ID} className="scroll-mt-20">
        <h2
          id={RESULTS_HEADING_ID}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-ink focus:outline-none"
        >
          <Trophy aria-hidden className="h-5 w-5 text-brand-600" /> {t('challenges.results.title')}
        </h2>
        <div className="mt-4">{body}</div>
      </section>
    </Card>
  );
}
