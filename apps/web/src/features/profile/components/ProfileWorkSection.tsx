import type { Difficulty, Status } from '@skillsync/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { DifficultyBadge, StatusBadge } from '../../../components/StatusBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { SectionEmpty } from './SectionEmpty.tsx';

/** Whose profile it is: the owner is asked to start their first one, anyone else told the member has none. */
export type ProfileOwner = { name: string; isOwn: boolean };

type ProfileWorkSectionProps<Item extends { _id: string }> = ProfileOwner & {
  id: string;
  icon: LucideIcon;
  /** The catalog keys of the title, the two empty texts (the owner's, anyone else's) and the owner's first step. */
  texts: { title: string; emptyOwn: string; emptyOther: string; create: string };
  /** Where the owner starts their first one. */
  createTo: string;
  items: Item[];
  renderItem: (item: Item) => ReactNode;
};

/** A profile's list of the member's problems or projects, or what to say (and for the owner, do) when none. */
export function ProfileWorkSection<Item extends { _id: string }>(props: ProfileWorkSectionProps<Item>) {
  const { id, icon, texts, createTo, items, name, isOwn, renderItem } = props;
  const t = useT();
  return (
    <SectionCard id={id} icon={icon} title={t(texts.title)}>
      {items.length === 0 ? (
        <SectionEmpty
          text={isOwn ? t(texts.emptyOwn) : t(texts.emptyOther, { name })}
          action={
            isOwn && (
              <Link to={createTo} className={buttonClass('secondary')}>
                {t(texts.create)}
              </Link>
            )
          }
        />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item._id} className="py-3 first:pt-0 last:pb-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

type ProfileWorkMetaProps = {
  work: { status: Status; difficulty: Difficulty; createdAt: string };
  category: string;
  /** What the kind adds before the date (a project's places). */
  children?: ReactNode;
};

/** A listed problem's or project's status, difficulty and category, then when it was posted. */
export function ProfileWorkMeta({ work, category, children }: ProfileWorkMetaProps) {
  const { formatRelativeDate } = useFormatting();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
      <StatusBadge status={work.status} />
      <DifficultyBadge difficulty={work.difficulty} />
      <span>{category}</span>
      {children}
      <time dateTime={work.createdAt}>{formatRelativeDate(work.createdAt)}</time>
    </div>
  );
}
