import { ActiveCollaborations, ProjectTeams } from '../../teams/index.ts';

/**
 * The two panels of spec §2 that take the member's id: the dashboard's own widgets, so both screens show the
 * same teams. Loaded only on one's own profile (the profile page imports it lazily): a visitor never downloads them.
 */
export function OwnWork({ userId }: { userId: string }) {
  return (
    <div className="space-y-6">
      <ActiveCollaborations userId={userId} />
      <ProjectTeams userId={userId} />
    </div>
  );
}
