import type { ChallengeDetail } from '@skillsync/shared';
import type { ReactNode } from 'react';
import { Card } from '../../../components/States.tsx';
import { formatIndiaMoment, useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** Sponsor, each place's prize, dates (India time, the challenge's own clock), duration and how many take part. */
export function ChallengeFacts({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const { formatNumber, formatRupees } = useFormatting();
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">{t('challenges.detail.details')}</h2>
      <dl className="mt-2 divide-y divide-line">
        <Fact label={t('challenges.fields.sponsorName')}>{challenge.sponsorName}</Fact>
        {challenge.sponsorContact && (
          <Fact label={t('challenges.fields.sponsorContact')}>
            <a href={`mailto:${challenge.sponsorContact}`} className="break-all text-brand-700 hover:underline">
              {challenge.sponsorContact}
            </a>
          </Fact>
        )}
        {challenge.prizes.map((amount, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place's prize has no identity beyond its place
          <Fact key={index} label={t('challenges.detail.placePrize', { place: index + 1 })}>
            {formatRupees(amount)}
          </Fact>
        ))}
        <Fact label={t('challenges.detail.starts')}>
          <time dateTime={challenge.startsAt}>{formatIndiaMoment(challenge.startsAt)}</time>
        </Fact>
        <Fact label={t('challenges.detail.ends')}>
          <time dateTime={challenge.endsAt}>{formatIndiaMoment(challenge.endsAt)}</time>
        </Fact>
        <Fact label={t('challenges.fields.duration')}>{t(`challenges.enums.duration.${challenge.duration}`)}</Fact>
        <Fact label={t('challenges.detail.participants')}>{formatNumber(challenge.participants)}</Fact>
        <Fact label={t('challenges.detail.submissions')}>{formatNumber(challenge.submissions)}</Fact>
      </dl>
    </Card>
  );
}
