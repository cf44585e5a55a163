import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SectionEmpty } from './SectionEmpty.tsx';

type ProfileWorkSectionProps<Item extends { _id: string }> = {
  id: string;
  icon: LucideIcon;
  title: string;
  items: Item[];
  emptyText: string;
  /** For the profile's owner: where to start their first one. */
  create: { to: string; label: string } | null;
  renderItem: (item: Item) => ReactNode;
};

/** A profile's list of the member's problems or projects, or what to say (and for the owner, do) when none. */
export function ProfileWorkSection<Item extends { _id: string }>(props: ProfileWorkSectionProps<Item>) {
  const { id, icon, title, items, emptyText, create, renderItem } = props;
  return (
    <SectionCard id={id} icon={icon} title={title}>
      {items.length === 0 ? (
        <SectionEmpty
          text={emptyText}
          action={
            create && (
              <Link to={create.to} className={buttonClass('secondary')}>
                {create.label}
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
