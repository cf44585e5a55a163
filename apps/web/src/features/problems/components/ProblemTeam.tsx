import { Trans } from '@lingui/react';
import type { ProblemDetail } from '@skillsync/shared';
import { SUPPORTERS_SHOWN } from '@skillsync/shared/constants';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { MemberSummary } from '../../../components/MemberSummary.tsx';
import { Card } from '../../../components/States.tsx';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useTeamRoleName } from '../../teams/index.ts';

/** Who backs the problem and who works on it. */
export function ProblemTeam({ problem }: { problem: ProblemDetail }) {
  const supporters = problem.supporters.slice(0, SUPPORTERS_SHOWN);
  const moreSupporters = problem.supportersCount - supporters.length;
  const t = useT();
  const roleName = useTeamRoleName();

  return (
    <Card className="divide-y divide-line">
      <section aria-labelledby="collaborators-title" className="p-5">
        <h2 id="collaborators-title" className="font-semibold text-ink">
          {t('problems.team.collaborators', { count: problem.collaborators.length })}
        </h2>
        {problem.collaborators.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('problems.team.noCollaborators')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {problem.collaborators.map(({ user, role, joinedAt }) => (
              <li key={user.id} className="flex items-center gap-3">
                <MemberSummary member={user} size="sm" nameLook="small" className="min-w-0 flex-1">
                  <p className="text-xs text-muted">
                    <Trans
                      id="problems.team.collaboratorMeta"
                      values={{ score: user.reputation.score, date: formatRelativeDate(joinedAt) }}
                      components={{ 0: <time dateTime={joinedAt} /> }}
                    />
                  </p>
                </MemberSummary>
                <Badge tone="brand">{roleName(role)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="supporters-title" className="p-5">
        <h2 id="supporters-title" className="font-semibold text-ink">
          {t('problems.team.supporters', { count: problem.supportersCount })}
        </h2>
        {supporters.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('problems.team.noSupporters')}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {supporters.map(({ user }) => (
              <li key={user.id} className="flex items-center gap-3">
                <Avatar name={user.name} src={user.avatar} size="xs" />
                <MemberLink
                  member={user}
                  className="truncate text-sm text-ink hover:text-brand-700"
                  erasedClassName="truncate text-sm text-ink"
                />
              </li>
            ))}
          </ul>
        )}
        {moreSupporters > 0 && (
          <p className="mt-2 text-sm text-muted">{t('problems.team.moreSupporters', { count: moreSupporters })}</p>
        )}
      </section>
    </Card>
  );
}
