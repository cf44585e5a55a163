import type { ProblemDetail } from '@skillsync/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Card } from '../../../components/States.tsx';
import { displayUrl, safeExternalUrl } from '../../../lib/url.ts';

function ExternalAnchor({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-700 hover:underline"
    >
      {displayUrl(href)}
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
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
  const repo = safeExternalUrl(problem.githubRepo);
  const links = problem.projectLinks.map(safeExternalUrl).filter((href): href is string => href !== null);

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">Details</h2>
      <dl className="mt-2 divide-y divide-line">
        <Detail term="Skills needed">
          <ul aria-label="Skills needed" className="flex flex-wrap gap-1.5">
            {problem.skillsNeeded.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
          </ul>
        </Detail>
        {problem.tags.length > 0 && (
          <Detail term="Tags">
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {problem.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          </Detail>
        )}
        <Detail term="Category">{problem.category}</Detail>
        <Detail term="Estimated time">{problem.estimatedTime ?? 'Not specified'}</Detail>
        <Detail term="Project type">{problem.projectType ?? 'Not specified'}</Detail>
        {repo && (
          <Detail term="GitHub repository">
            <ExternalAnchor href={repo} />
          </Detail>
        )}
        {links.length > 0 && (
          <Detail term="Project links">
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
          <Detail term="Additional resources">
            <p className="whitespace-pre-line break-words">{problem.additionalResources}</p>
          </Detail>
        )}
      </dl>
    </Card>
  );
}
