import type { ProblemDetail } from '@skillsync/shared';
import { ExternalLink, Star } from 'lucide-react';
import { MemberSummary } from '../../../components/MemberSummary.tsx';
import { SkillsBlock } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { safeExternalUrl } from '../../../lib/url.ts';

const AUTHOR_SKILLS_SHOWN = 5;
const HANDLE = /^[A-Za-z0-9_-]{1,100}$/;

/** A profile field that may hold a full address or only a handle on the named site. */
const profileUrl = (value: string | null, siteFor: (handle: string) => string) =>
  safeExternalUrl(value) ?? (value && HANDLE.test(value.trim()) ? siteFor(value.trim()) : null);

export function AuthorCard({ author }: { author: ProblemDetail['author'] }) {
  const t = useT();
  // GitHub and LinkedIn are names, the same in every language.
  const links = [
    { label: 'GitHub', href: profileUrl(author.github, (handle) => `https://github.com/${handle}`) },
    { label: 'LinkedIn', href: profileUrl(author.linkedin, (handle) => `https://www.linkedin.com/in/${handle}`) },
    { label: t('problems.author.website'), href: safeExternalUrl(author.website) },
  ].filter((link): link is { label: string; href: string } => link.href !== null);

  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{t('problems.author.postedBy')}</h2>
      <div className="mt-3 flex items-center gap-3">
        <MemberSummary member={author} size="lg" nameLook="strong" className="min-w-0">
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden className="h-4 w-4 text-amber-500" />
            {t('problems.author.reputation', { score: author.reputation.score })}
          </p>
        </MemberSummary>
      </div>
      {author.bio && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{author.bio}</p>}
      <SkillsBlock
        className="mt-3"
        skills={author.skills}
        shown={AUTHOR_SKILLS_SHOWN}
        label={t('problems.author.skillsLabel', { name: author.name })}
      />
      {links.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {link.label}
                <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                <span className="sr-only"> {t('problems.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
