import type { PortfolioItem, PortfolioStatus } from '@skillsync/shared';
import { CodeXml, ExternalLink, Heart, Pencil, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { safeExternalUrl } from '../../../lib/url.ts';

const STATUS_TONES: Record<PortfolioStatus, BadgeTone> = {
  'In Progress': 'success',
  Completed: 'brand',
  Planning: 'info',
  'On Hold': 'warning',
};

const TECHNOLOGIES_SHOWN = 6;
const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink';

type PortfolioCardProps = {
  item: PortfolioItem;
  /** The owner edits and deletes; another member likes; a visitor only sees the count. */
  viewer: 'owner' | 'member' | 'visitor';
  onEdit: () => void;
  onDelete: () => void;
  onToggleLike: () => void;
};

function Likes({ item, canLike, onToggleLike }: { item: PortfolioItem; canLike: boolean; onToggleLike: () => void }) {
  const t = useT();
  const { formatNumber } = useFormatting();
  if (!canLike) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Heart aria-hidden className="h-4 w-4" />
        <span aria-hidden>{formatNumber(item.likes)}</span>
        <span className="sr-only">{t('profile.portfolio.likes', { count: item.likes })}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={item.isLiked}
      aria-label={t('profile.portfolio.like', { title: item.title, count: item.likes })}
      onClick={onToggleLike}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
        item.isLiked
          ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
          : 'border-line bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      <Heart aria-hidden className={`h-4 w-4 ${item.isLiked ? 'fill-current' : ''}`} />
      {formatNumber(item.likes)}
    </button>
  );
}

/** A portfolio project: what it is, what it is built with, where to see it, and its likes. */
export function PortfolioCard({ item, viewer, onEdit, onDelete, onToggleLike }: PortfolioCardProps) {
  const t = useT();
  const links = [
    { href: safeExternalUrl(item.githubUrl), label: t('profile.portfolio.code'), icon: CodeXml },
    { href: safeExternalUrl(item.liveUrl), label: t('profile.portfolio.live'), icon: ExternalLink },
  ].filter((link) => link.href);
  return (
    <article className="flex h-full flex-col rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{item.title}</h3>
        <Badge tone={STATUS_TONES[item.status]}>{t(`profile.portfolioStatus.${item.status}`)}</Badge>
      </div>
      <p className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-line text-muted">{item.description}</p>
      {item.technologies.length > 0 && (
        <div className="mt-3">
          <SkillBadges
            skills={item.technologies}
            shown={TECHNOLOGIES_SHOWN}
            label={t('profile.portfolio.technologies')}
          />
        </div>
      )}
      <div aria-hidden className="min-h-3 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {links.map(({ href, label, icon: Icon }) => (
            <a
              key={label}
              href={href ?? undefined}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <Icon aria-hidden className="h-4 w-4" /> {label}
              <span className="sr-only">
                {' '}
                {t('profile.portfolio.linkContext', { title: item.title })} {t('profile.links.newTab')}
              </span>
            </a>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Likes item={item} canLike={viewer === 'member'} onToggleLike={onToggleLike} />
          {viewer === 'owner' && (
            <>
              <button
                type="button"
                onClick={onEdit}
                aria-label={t('profile.portfolio.edit', { title: item.title })}
                className={iconButton}
              >
                <Pencil aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                onClick={onDelete}
                aria-label={t('profile.portfolio.delete', { title: item.title })}
                className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
