import { Trans } from '@lingui/react';
import type { Achievement, AchievementKind } from '@skillsync/shared';
import type { LucideIcon } from 'lucide-react';
import { Award, Crown, Flag, Handshake, Lightbulb, Medal, Rocket, Star, Trophy } from 'lucide-react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { SectionEmpty } from './SectionEmpty.tsx';

const ICONS: Record<AchievementKind, LucideIcon> = {
  'first-problem': Lightbulb,
  'first-project': Rocket,
  'first-collaboration': Handshake,
  'first-completion': Flag,
  'first-challenge-win': Crown,
  'reputation-50': Star,
  'reputation-100': Medal,
  'reputation-500': Trophy,
};

/** What the member earned from real work, each once, with the day it was earned. */
export function AchievementsList({ achievements, isOwn }: { achievements: Achievement[]; isOwn: boolean }) {
  const t = useT();
  const { formatDate } = useFormatting();
  return (
    <SectionCard id="profile-achievements-title" icon={Award} title={t('profile.achievements.title')}>
      {achievements.length === 0 ? (
        <SectionEmpty text={isOwn ? t('profile.achievements.emptyOwn') : t('profile.achievements.emptyOther')} />
      ) : (
        <ul className="space-y-4">
          {achievements.map(({ kind, earnedAt }) => {
            const Icon = ICONS[kind];
            return (
              <li key={kind} className="flex gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-ink">{t(`profile.achievements.kinds.${kind}.title`)}</h3>
                  <p className="text-sm text-muted">{t(`profile.achievements.kinds.${kind}.description`)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    <Trans
                      id="profile.achievements.earned"
                      values={{ date: formatDate(earnedAt) }}
                      components={{ 0: <time dateTime={earnedAt} /> }}
                    />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
