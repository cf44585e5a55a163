import type { MatchReason, Recommendation, Recommendations } from '@skillsync/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { buttonClass } from '../../../components/Button.tsx';
import { ListStates, SkeletonGrid } from '../../../components/ListStates.tsx';
import { MessageButton } from '../../../components/MessageButton.tsx';
import { OnlineLabel, PresenceAvatar } from '../../../components/Presence.tsx';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { Skeleton } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useOnlineUsers, useRealtimeStore } from '../../../lib/realtime.ts';

const SKILLS_SHOWN = 5;

/** A reason's words in the reader's language, from its data (the server's `reasons` are English only). */
function useReasonText() {
  const t = useT();
  // "React, Node and SQL" / "React, Node और SQL": Intl's Hindi lists put a comma before और, which nobody writes.
  const formatList = (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : t('matching.card.listAnd', { first: items.slice(0, -1).join(', '), last: items.at(-1) });
  return (reason: MatchReason) => {
    switch (reason.code) {
      case 'coversSkills':
        return t('matching.reason.coversSkills', {
          skills: formatList(reason.skills),
          covered: reason.covered,
          needed: reason.needed,
        });
      case 'complementsSkills':
        return t('matching.reason.complementsSkills', { skills: formatList(reason.skills) });
      case 'needsYourSkills':
        return t(
          reason.work.type === 'problem'
            ? 'matching.reason.needsYourSkillsProblem'
            : 'matching.reason.needsYourSkillsProject',
          { title: reason.work.title, skills: formatList(reason.skills) },
        );
      case 'reputation':
        return t('matching.reason.reputation', { score: reason.score });
      case 'recentlyActive':
        return t('matching.reason.recentlyActive');
      case 'onlineNow':
        return t('matching.reason.onlineNow');
    }
  };
}

type RecommendationCardProps = {
  recommendation: Recommendation;
  /** The next step: a link or a button at the foot of the card. */
  action: ReactNode;
};

/** A suggested member: who they are, how well they match, why, and what to do next. */
export function RecommendationCard({ recommendation, action }: RecommendationCardProps) {
  const t = useT();
  const reasonText = useReasonText();
  const { user, score, details } = recommendation;
  const online = useOnlineUsers([user._id]);
  const isLive = useRealtimeStore((state) => state.status === 'connected');
  // While the realtime link is up it knows who is online now; otherwise the server's word when it matched.
  const isOnline = isLive ? online.has(user._id) : recommendation.isOnline;
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-white p-4">
      <div className="flex items-start gap-3">
        <PresenceAvatar name={user.name} src={user.avatar} isOnline={isOnline} isDecorative />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">
            <Link to={`/profile/${user._id}`} className="hover:text-brand-700 hover:underline">
              {user.name}
            </Link>
            <OnlineLabel isOnline={isOnline} />
          </h3>
          {user.title && <p className="text-sm break-words text-muted">{user.title}</p>}
        </div>
        <Badge tone="success">{t('matching.card.score', { score: Math.round(score) })}</Badge>
      </div>
      <SkillsBlock
        className="mt-3"
        skills={user.skills}
        shown={SKILLS_SHOWN}
        label={t('matching.card.skills', { name: user.name })}
      />
      {details.length > 0 && (
        <ul aria-label={t('matching.card.reasons', { name: user.name })} className="mt-3 space-y-1.5 text-sm">
          {details.map((reason) => (
            <li
              key={reason.code === 'needsYourSkills' ? `${reason.code}-${reason.work._id}` : reason.code}
              className="flex gap-2 text-slate-700"
            >
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              <span className="min-w-0 break-words">{reasonText(reason)}</span>
            </li>
          ))}
        </ul>
      )}
      <div aria-hidden className="min-h-3 flex-1" />
      <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
        <div className="min-w-0 flex-1 basis-40">{action}</div>
        <MessageButton userId={user._id} name={user.name} className="flex-1 px-3 py-1.5" />
      </div>
    </article>
  );
}

/** The next step when there is nothing more to offer than the member's profile. */
export function ViewProfileLink({ recommendation }: { recommendation: Recommendation }) {
  const t = useT();
  return (
    <Link
      to={`/profile/${recommendation.user._id}`}
      aria-label={t('matching.card.viewProfileLabel', { name: recommendation.user.name })}
      className={buttonClass('secondary', 'w-full px-3 py-1.5')}
    >
      {t('matching.card.viewProfile')}
    </Link>
  );
}

/**
 * For the viewer's own matches: when the member's open problem or project needs the viewer's skills, the way
 * in is to ask to collaborate on it (or to join the project); otherwise their profile.
 */
export function NextStepLink({ recommendation }: { recommendation: Recommendation }) {
  const t = useT();
  const need = recommendation.details.find((reason) => reason.code === 'needsYourSkills');
  if (!need) return <ViewProfileLink recommendation={recommendation} />;
  const isProblem = need.work.type === 'problem';
  return (
    <Link
      to={`/${isProblem ? 'problems' : 'projects'}/${need.work._id}`}
      aria-label={t(isProblem ? 'matching.card.askToCollaborateLabel' : 'matching.card.askToJoinLabel', {
        title: need.work.title,
      })}
      className={buttonClass('primary', 'w-full px-3 py-1.5')}
    >
      {t(isProblem ? 'matching.card.askToCollaborate' : 'matching.card.askToJoin')}
    </Link>
  );
}

export function RecommendationCardSkeleton() {
  return (
    <div className="space-y-3 rounded-lg border border-line bg-white p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-3/4 rounded-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}

type RecommendationListProps = {
  query: UseQueryResult<Recommendations>;
  /** Read out while loading, and shown when loading failed. */
  loadingLabel: string;
  failedMessage: string;
  /** What to show when nobody fits. */
  empty: ReactNode;
  /** The grid's columns, and as many skeleton cards as its widest row holds. */
  gridClassName: string;
  skeletons: number;
  actionFor: (recommendation: Recommendation) => ReactNode;
};

/** Recommendations as a grid of cards, with their loading, failed and empty states. */
export function RecommendationList(props: RecommendationListProps) {
  const { query, loadingLabel, failedMessage, empty, gridClassName, skeletons, actionFor } = props;
  const recommendations = query.data?.recommendations ?? [];
  const loading = (
    <SkeletonGrid label={loadingLabel} className={`grid gap-4 ${gridClassName}`} count={skeletons}>
      <RecommendationCardSkeleton />
    </SkeletonGrid>
  );
  return (
    <ListStates
      query={query}
      loading={loading}
      failedMessage={failedMessage}
      isFailed={query.isError}
      isEmpty={recommendations.length === 0}
      empty={empty}
    >
      <ul className={`grid gap-4 ${gridClassName}`}>
        {recommendations.map((recommendation) => (
          <li key={recommendation.user._id}>
            <RecommendationCard recommendation={recommendation} action={actionFor(recommendation)} />
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
