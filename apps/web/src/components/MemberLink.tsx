import { isErasedMember } from '@skillsync/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMemberName } from '../lib/member-name.ts';

type MemberLinkProps = {
  member: { id?: string; _id?: string; name: string };
  className?: string;
  /** The look of the name when there is no profile to link to; the link's colours would promise one. */
  erasedClassName?: string;
  /** The link's words; the member's name when absent (a translated sentence passes its own part here). */
  children?: ReactNode;
  'aria-label'?: string;
};

/**
 * A member's name as a link to their profile, or as plain text for a member who deleted their account: their
 * profile is gone, and a link would only lead to 'Member not found'.
 */
export function MemberLink({ member, className, erasedClassName, children, 'aria-label': label }: MemberLinkProps) {
  const nameOf = useMemberName();
  const content = children ?? nameOf(member);
  if (isErasedMember(member)) return <span className={erasedClassName}>{content}</span>;
  return (
    <Link to={`/profile/${member.id ?? member._id}`} className={className} aria-label={label}>
      {content}
    </Link>
  );
}
