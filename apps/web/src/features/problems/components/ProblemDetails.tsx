import type { ProblemDetail } from '@skillsync/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { displayUrl, safeExternalUrl } from '../../../lib/url.ts';
import { enumLabel } from '../utils/enum-label.ts';

function ExternalAnchor({ href }: { href: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-700 hover:underline"
    >
      {displayUrl(href)}
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only"> {t('problems.opensInNewTab')}</span>
    </a>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-1 text-sm text-ink sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** Everything the author wrote about the problem besides its description. */
export function ProblemDetails({ problem }: { problem: ProblemDetail }) {
  const t = useT();
  const repo = safeExternalUrl(problem.githubRepo);
  const links = problem.projectLinks.map(safeExternalUrl).filter((href): href is string => href !== null);

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t('problems.details.title')}</h2>
      <dl className="mt-2 divide-y divide-line">
        <Detail term={t('problems.fields.skillsNeeded')}>
          <ul aria-label={t('problems.fields.skillsNeeded')} className="flex flex-wrap gap-1.5">
            {problem.skillsNeeded.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
          </ul>
        </Detail>
        {problem.tags.length > 0 && (
          <Detail term={t('problems.fields.tags')}>
            <ul aria-label={t('problems.fields.tags')} className="flex flex-wrap gap-1.5">
              {problem.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          </Detail>
        )}
        <Detail term={t('problems.fields.category')}>{t(`common.enums.category.${problem.category}`)}</Detail>
        <Detail term={t('problems.fields.estimatedTime')}>
          {problem.estimatedTime
            ? enumLabel(`common.enums.estimatedTime.${problem.estimatedTime}`, problem.estimatedTime)
            : t('problems.details.notSpecified')}
        </Detail>
        <Detail term={t('problems.fields.projectType')}>
          {problem.projectType
            ? enumLabel(`common.enums.projectType.${problem.projectType}`, problem.projectType)
            : t('problems.details.notSpecified')}
        </Detail>
        {repo && (
          <Detail term={t('problems.fields.githubRepo')}>
            <ExternalAnchor href={repo} />
          </Detail>
        )}
        {links.length > 0 && (
          <Detail term={t('problems.fields.projectLinks')}>
            <ul className="space-y-1">
              {links.map((href) => (
                <li key={href}>
                  <ExternalAnchor href={href} />
                </li>
              ))}
            </ul>
          </Detail>
        )}
        {problem.additionalResources && (
          <Detail term={t('problems.fields.additionalResources')}>
            <p className="whitespace-pre-line break-words">{problem.additionalResources}</p>
          </Detail>
        )}
      </dl>
    </Card>
  );
}
