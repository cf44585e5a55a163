import type { ProblemHit, ProjectHit, SkillHit, UserSearchHit } from '@skillsync/shared';
import { SEARCH_COUNT_CAP } from '@skillsync/shared/constants';
import { MapPin, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { MessageButton } from '../../../components/MessageButton.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatCount, formatNumber, formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { excerptAround, hasMatchingWord, queryWords } from '../utils/highlight.ts';
import { Highlight, HighlightedSkills } from './Highlight.tsx';

const cardClass =
  'relative flex h-full flex-col rounded-lg border border-line bg-white p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500';
// The title's link covers the card, so the whole card opens the result.
const stretchedLinkClass = 'after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none';

/**
 * A member: picture, name, title, where they live and skills, and the part of their bio that matched when only it
 * did (a search reads it too); the card opens their profile.
 */
export function MemberHit({ user, query }: { user: UserSearchHit; query: string }) {
  const t = useT();
  const viewerId = useAuthStore((state) => state.user?.id);
  const score = user.reputation.score;
  const words = queryWords(query);
  // The bio explains a match only the bio holds; otherwise the card already shows what matched.
  const isMatchShown = [user.name, user.title, user.location, ...user.skills].some(
    (text) => text && hasMatchingWord(text, words),
  );
  const bioMatched = user.bio && !isMatchShown && hasMatchingWord(user.bio, words) ? user.bio : null;
  return (
    <article className={cardClass}>
      <div className="flex items-start gap-3">
        <Avatar name={user.name} src={user.avatar} isDecorative />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">
            <Link to={`/profile/${user._id}`} className={stretchedLinkClass}>
              <Highlight text={user.name} query={query} />
            </Link>
          </h3>
          {user.title && (
            <p className="text-sm break-words text-slate-700">
              <Highlight text={user.title} query={query} />
            </p>
          )}
          {user.location && (
            <p className="mt-0.5 flex items-center gap-1 text-xs break-words text-slate-700">
              <MapPin aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted" />
              <span className="sr-only">{t('search.member.location')}</span>
              <Highlight text={user.location} query={query} />
            </p>
          )}
          <p className="text-xs text-muted">
            {t('search.member.reputation', { count: score, shown: formatNumber(score) })}
          </p>
        </div>
      </div>
      {bioMatched && (
        <p className="mt-3 line-clamp-2 text-sm break-words text-muted">
          <Highlight text={excerptAround(bioMatched, query, 30)} query={query} />
        </p>
      )}
      <HighlightedSkills
        className="mt-3"
        skills={user.skills}
        query={query}
        label={t('search.member.skills', { name: user.name })}
      />
      <div aria-hidden className="min-h-3 flex-1" />
      {/* Above the title's stretched link, so a tap on it writes to the member rather than opening the profile. */}
      <div className="relative z-10 mt-3 flex">
        <MessageButton userId={user._id} name={user.name} isOwn={user._id === viewerId} className="px-3 py-1.5" />
      </div>
    </article>
  );
}

type WorkHitProps =
  | { kind: 'problem'; work: ProblemHit; query: string }
  | { kind: 'project'; work: ProjectHit; query: string };

/** A problem or a project: its badges, title, the part of its description that matched, skills and author. */
export function WorkHit(props: WorkHitProps) {
  const t = useT();
  const { work, query } = props;
  const person = props.kind === 'problem' ? props.work.author : props.work.owner;
  const category =
    props.kind === 'problem'
      ? t(`common.enums.category.${props.work.category}`)
      : t(`common.enums.projectCategory.${props.work.category}`);
  return (
    <article className={cardClass}>
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={work.difficulty} />
        <StatusBadge status={work.status} />
        <span className="text-xs text-muted">{category}</span>
      </div>
      <h3 className="mt-2 font-semibold break-words text-ink">
        <Link to={`/${props.kind === 'problem' ? 'problems' : 'projects'}/${work._id}`} className={stretchedLinkClass}>
          <Highlight text={work.title} query={query} />
        </Link>
      </h3>
      <p className="mt-1 line-clamp-3 text-sm break-words text-muted">
        <Highlight text={excerptAround(work.description, query)} query={query} />
      </p>
      <HighlightedSkills
        className="mt-3"
        skills={work.skillsNeeded}
        query={query}
        label={t('search.work.skillsNeeded')}
      />
      <div aria-hidden className="min-h-3 flex-1" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-muted">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={person.name} src={person.avatar} size="xs" isDecorative />
          <span className="truncate">
            {t(props.kind === 'problem' ? 'search.work.postedBy' : 'search.work.ownedBy', { name: person.name })}
          </span>
        </span>
        <time dateTime={work.createdAt}>{formatRelativeDate(work.createdAt)}</time>
      </div>
    </article>
  );
}

/** A skill and how much of SkillSync uses it; choosing it searches for it. */
export function SkillHitLink({ skill, query }: { skill: SkillHit; query: string }) {
  const t = useT();
  return (
    <Link
      to={`/search?q=${encodeURIComponent(skill.name)}`}
      className="flex h-full items-start gap-3 rounded-lg border border-line bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <Search aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
      <span className="min-w-0">
        <span className="block font-semibold break-words text-ink">
          <Highlight text={skill.name} query={query} />
        </span>
        <span className="block text-sm text-muted">
          {[
            t('search.skill.members', { count: skill.members, shown: formatCount(skill.members, SEARCH_COUNT_CAP) }),
            t('search.skill.problems', { count: skill.problems, shown: formatCount(skill.problems, SEARCH_COUNT_CAP) }),
            t('search.skill.projects', { count: skill.projects, shown: formatCount(skill.projects, SEARCH_COUNT_CAP) }),
          ].join(' · ')}
        </span>
      </span>
    </Link>
  );
}
