import type { ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';
import { MemberLink } from './MemberLink.tsx';

const NAME_LOOKS = { strong: 'font-semibold', small: 'text-sm font-medium' } as const;

type MemberSummaryProps = {
  member: { id?: string; _id?: string; name: string; avatar: string | null };
  size: 'sm' | 'lg';
  nameLook: keyof typeof NAME_LOOKS;
  /** The column beside the picture; `flex-1` where something follows it in the row. */
  className: string;
  /** What is said under the name: reputation, role, since when. */
  children: ReactNode;
};

/** A member in a row: their picture, their name linking to their profile, and a line about them under it. */
export function MemberSummary({ member, size, nameLook, className, children }: MemberSummaryProps) {
  const nameClass = `block truncate ${NAME_LOOKS[nameLook]} text-ink`;
  return (
    <>
      <Avatar name={member.name} src={member.avatar} size={size} />
      <div className={className}>
        <MemberLink member={member} className={`${nameClass} hover:text-brand-700`} erasedClassName={nameClass} />
        {children}
      </div>
    </>
  );
}
