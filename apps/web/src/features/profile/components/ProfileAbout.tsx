import type { ProfileUser } from '@skillsync/shared';
import type { LucideIcon } from 'lucide-react';
import { Briefcase, GraduationCap, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SectionEmpty } from './SectionEmpty.tsx';

function Story({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Icon aria-hidden className="h-4 w-4 text-muted" /> {title}
      </h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{text}</p>
    </div>
  );
}

/** What the member says about themself: bio, skills, experience and education. */
export function ProfileAbout({ user, isOwn }: { user: ProfileUser; isOwn: boolean }) {
  const t = useT();
  const isEmpty = !user.bio && user.skills.length === 0 && !user.experience && !user.education;
  return (
    <SectionCard id="profile-about-title" icon={UserRound} title={t('profile.about.title')}>
      {isEmpty ? (
        <SectionEmpty
          text={isOwn ? t('profile.about.emptyOwn') : t('profile.about.emptyOther', { name: user.name })}
          action={
            isOwn && (
              <Link to="/profile/edit" className={buttonClass('secondary')}>
                {t('profile.about.fill')}
              </Link>
            )
          }
        />
      ) : (
        <div className="space-y-5">
          {user.bio && <p className="break-words whitespace-pre-line text-slate-700">{user.bio}</p>}
          {user.skills.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-slate-800">{t('profile.about.skills')}</h3>
              <div className="mt-2">
                <SkillBadges skills={user.skills} shown={user.skills.length} label={t('profile.about.skills')} />
              </div>
            </div>
          )}
          {user.experience && <Story icon={Briefcase} title={t('profile.about.experience')} text={user.experience} />}
          {user.education && <Story icon={GraduationCap} title={t('profile.about.education')} text={user.education} />}
        </div>
      )}
    </SectionCard>
  );
}
