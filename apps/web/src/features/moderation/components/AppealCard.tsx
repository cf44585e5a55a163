import { Trans } from '@lingui/react';
import type { OpenAppeal } from '@skillsync/shared';
import { useId } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { AppealOutcome } from '../api/moderation.ts';
import { SubjectTitle } from './SubjectTitle.tsx';

/** Whose the appeal is to the moderator reading it: another moderator decides it if they took the decision or appeal. */
export type AppealOwnership = 'decision' | 'appeal' | null;

type AppealCardProps = {
  appeal: OpenAppeal;
  ownership: AppealOwnership;
  /** The moderator chose an outcome: the dialog asks for its reason. */
  onDecide: (appeal: OpenAppeal, outcome: AppealOutcome) => void;
};

const linkClass = 'font-medium text-brand-700 hover:underline';
const OUTCOMES: readonly AppealOutcome[] = ['uphold', 'overturn'];

/** One open appeal: the decision appealed (what, about what, why, when, by whom), the member's words, and the outcome. */
export function AppealCard({ appeal, ownership, onDecide }: AppealCardProps) {
  const t = useT();
  const titleId = useId();
  const { decision, moderator, member } = appeal;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(`moderation.subjects.${decision.subject.type}`)}</Badge>
        <Badge tone="warning">
          {decision.days
            ? t('moderation.log.suspendedFor', { count: decision.days })
            : t(`moderation.log.actions.${decision.action}`)}
        </Badge>
      </div>
      <h3 id={titleId} className="mt-2 line-clamp-3 text-lg font-semibold text-ink">
        <SubjectTitle subject={decision.subject} />
      </h3>

      <h4 className="mt-4 text-sm font-semibold text-ink">{t('moderation.appeals.decision')}</h4>
      <dl className="mt-2 grid gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('moderation.log.moderator')}</dt>
        <dd>
          {moderator ? <MemberLink member={moderator} className={linkClass} /> : t('moderation.log.formerModerator')}
        </dd>
        <dt className="text-muted">{t('moderation.appeals.decidedAt')}</dt>
        <dd>
          <time dateTime={decision.createdAt}>{formatIndiaMoment(decision.createdAt)}</time>
        </dd>
        <dt className="text-muted">{t('moderation.log.reason')}</dt>
        <dd className="break-words whitespace-pre-line text-ink">{decision.note}</dd>
      </dl>

      <h4 className="mt-4 text-sm font-semibold text-ink">{t('moderation.appeals.appeal')}</h4>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>
          {member ? (
            <Trans
              id="moderation.appeals.appealedBy"
              values={{ name: member.name }}
              components={{ 0: <MemberLink member={member} className={linkClass} /> }}
            />
          ) : (
            t('moderation.appeals.byFormerMember')
          )}
        </span>
        <time dateTime={appeal.createdAt}>{formatIndiaMoment(appeal.createdAt)}</time>
      </p>
      <p className="mt-2 rounded-lg border border-line p-3 text-sm break-words whitespace-pre-line text-slate-700">
        {appeal.text}
      </p>

      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {ownership ? (
          <p className="text-sm text-muted">
            {t(ownership === 'decision' ? 'moderation.appeals.ownDecision' : 'moderation.appeals.ownAppeal')}
          </p>
        ) : (
          OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              variant="secondary"
              aria-describedby={titleId}
              onClick={() => onDecide(appeal, outcome)}
            >
              {t(`moderation.appeals.${outcome}`)}
            </Button>
          ))
        )}
      </div>
    </article>
  );
}
