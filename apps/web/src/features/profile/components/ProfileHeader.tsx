import type { ProfileUser } from '@skillsync/shared';
import type { LucideIcon } from 'lucide-react';
import { Briefcase, CalendarDays, CodeXml, Globe, MapPin, Pencil, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { BlockButton } from '../../../components/BlockButton.tsx';
import { buttonClass } from '../../../components/Button.tsx';
import { FollowButton } from '../../../components/FollowButton.tsx';
import { MessageButton } from '../../../components/MessageButton.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { Card } from '../../../components/States.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { safeExternalUrl } from '../../../lib/url.ts';

type ProfileLink = { href: string; label: string; icon: LucideIcon };

/** The member's links that are real http(s) addresses: a profile never links to script. */
function useProfileLinks(user: ProfileUser): ProfileLink[] {
  const t = useT();
  const links: [string | null, string, LucideIcon][] = [
    [user.github, t('profile.links.github'), CodeXml],
    [user.linkedin, t('profile.links.linkedin'), Briefcase],
    [user.website, t('profile.links.website'), Globe],
  ];
  return links.flatMap(([value, label, icon]) => {
    const href = safeExternalUrl(value);
    return href ? [{ href, label, icon }] : [];
  });
}

type ProfileHeaderProps = { user: ProfileUser; isOwn: boolean; isOnline: boolean };

/** Who the member is: picture, name, title, where they are, since when, their links and reputation. */
export function ProfileHeader({ user, isOwn, isOnline }: ProfileHeaderProps) {
  const t = useT();
  const { formatDate, formatNumber } = useFormatting();
  const links = useProfileLinks(user);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="relative inline-flex shrink-0 self-start rounded-full">
          <Avatar name={user.name} src={user.avatar} size="lg" isDecorative />
          {isOnline && (
            <span
              aria-hidden
              className="absolute right-0.5 bottom-0.5 h-4 w-4 rounded-full bg-green-500 ring-2 ring-white"
            />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold break-words text-ink sm:text-3xl">{user.name}</h1>
              {user.title && <p className="mt-1 break-words text-slate-700">{user.title}</p>}
            </div>
            {isOwn && (
              <Link to="/profile/edit" className={buttonClass('secondary')}>
                <Pencil aria-hidden className="h-4 w-4" /> {t('profile.header.edit')}
              </Link>
            )}
          </div>
          <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            {isOnline && (
              <li className="inline-flex items-center gap-1.5 font-medium text-green-800">
                <span aria-hidden className="h-2 w-2 rounded-full bg-green-500" /> {t('profile.header.online')}
              </li>
            )}
            {user.location && (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <MapPin aria-hidden className="h-4 w-4 shrink-0" />
                <span className="sr-only">{t('profile.header.location')}</span>
                <span className="break-words">{user.location}</span>
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="h-4 w-4" />
              {t('profile.header.memberSince', { date: formatDate(user.createdAt) })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="h-4 w-4 text-amber-600" />
              {t('profile.header.reputation', {
                count: user.reputation.score,
                score: formatNumber(user.reputation.score),
              })}
            </li>
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <MessageButton userId={user._id} name={user.name} isOwn={isOwn} />
              <FollowButton type="user" id={user._id} isOwn={isOwn} />
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <ReportButton type="member" id={user._id} title={user.name} isOwn={isOwn} />
              <BlockButton userId={user._id} name={user.name} isOwn={isOwn} />
            </div>
          </div>
          {links.length > 0 && (
            <ul aria-label={t('profile.links.label')} className="mt-4 flex flex-wrap gap-2">
              {links.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    <Icon aria-hidden className="h-4 w-4" /> {label}
                    <span className="sr-only">{t('profile.links.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
