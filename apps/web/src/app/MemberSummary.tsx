import type { CurrentUser } from '@skillsync/shared';
import { Avatar } from '../components/Avatar.tsx';

/** Who is signed in: the member's avatar, name and e-mail, as the header menus show them. */
export function MemberSummary({ user }: { user: CurrentUser }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.name} src={user.avatar} isDecorative />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{user.name}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
    </div>
  );
}
