import type { Difficulty } from '@skillsync/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './Avatar.tsx';
import { AvatarStack } from './AvatarStack.tsx';
import { Skeleton } from './States.tsx';
import { DifficultyBadge } from './StatusBadges.tsx';

type WorkCardProps = {
  work: { title: string; description: string; difficulty: Difficulty };
  to: string;
  /** The status badge beside the difficulty (a challenge's statuses are its own). */
  status: ReactNode;
  /** The category's name, after the badges. */
  category: string;
  /** What the kind shows after its category (a private project's lock). */
  badges?: ReactNode;
  /**
   * The title's link covers the whole card (a problem, a project). A challenge card has buttons of its own, so only
   * its title opens it, and its long words break instead.
   */
  isWholeCardLink: boolean;
  children: ReactNode;
};

const ARTICLE_CLASS =
  'flex w-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md';

/** A problem, project or challenge on its list: badges, title, description, then what the kind adds. */
export function WorkCard({ work, to, status, category, badges, isWholeCardLink, children }: WorkCardProps) {
  return (
    <article
      className={
        isWholeCardLink
          ? `relative ${ARTICLE_CLASS} has-focus-visible:ring-2 has-focus-visible:ring-brand-500`
          : ARTICLE_CLASS
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={work.difficulty} />
        {status}
        <span className="text-xs text-muted">{category}</span>
        {badges}
      </div>
      <h2 className={`mt-3 text-lg leading-snug font-semibold ${isWholeCardLink ? '' : 'break-words '}text-ink`}>
        <Link
          to={to}
          className={
            isWholeCardLink
              ? 'after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none'
              : 'hover:text-brand-700'
          }
        >
          {work.title}
        </Link>
      </h2>
      <p className={`mt-1 line-clamp-3 text-sm ${isWholeCardLink ? '' : 'break-words '}text-muted`}>
        {work.description}
      </p>
      {children}
    </article>
  );
}

/** A card's last row, kept at the card's foot: who works on it, then what the kind counts and when it was posted. */
export function WorkCardFooter({ children }: { children: ReactNode }) {
  return (
    <>
      <div aria-hidden className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
        {children}
      </div>
    </>
  );
}

type Person = { _id: string; name: string; avatar: string | null };

type CardPeopleProps = {
  lead: Person;
  /** The others of the team, the lead apart. */
  others: Person[];
  othersTotal: number;
  shown: number;
  teamLabel: string;
};

/** Who leads the work and the avatars of the rest of its team. */
export function CardPeople({ lead, others, othersTotal, shown, teamLabel }: CardPeopleProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar name={lead.name} src={lead.avatar} size="xs" />
      <span className="truncate text-slate-700">{lead.name}</span>
      {othersTotal > 0 && <AvatarStack people={others} total={othersTotal} shown={shown} label={teamLabel} />}
    </div>
  );
}

type WorkCardSkeletonProps = { children?: ReactNode; foot?: ReactNode; actions?: ReactNode };

/**
 * A card while its list loads: badges, title and two lines, then what the kind shows (`children`), its foot and
 * the buttons under it.
 */
export function WorkCardSkeleton({ children, foot, actions }: WorkCardSkeletonProps) {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      {children}
      <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
        {foot ?? (
          <>
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-4 w-24" />
          </>
        )}
      </div>
      {actions}
    </div>
  );
}
