import type { ProjectDetail } from '@skillsync/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { SkillBadges } from '../../../components/SkillBadges.tsx';
import { Card } from '../../../components/States.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

function OutLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
    >
      {href} <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
    </a>
  );
}

/** What the project is about and how it is set up: description, goals, requirements, skills, dates, links. */
export function ProjectInfo({ project }: { project: ProjectDetail }) {
  const t = useT();
  return (
    <>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{t('projects.fields.description')}</h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{project.description}</p>
        {project.goals && (
          <>
            <h3 className="mt-5 font-semibold text-ink">{t('projects.fields.goals')}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{project.goals}</p>
          </>
        )}
        {project.requirements && (
          <>
            <h3 className="mt-5 font-semibold text-ink">{t('projects.fields.requirements')}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{project.requirements}</p>
          </>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{t('projects.detail.details')}</h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label={t('projects.fields.skillsNeeded')}>
            <SkillBadges
              skills={project.skillsNeeded}
              shown={project.skillsNeeded.length}
              label={t('projects.fields.skillsNeeded')}
            />
          </Row>
          {project.tags.length > 0 && <Row label={t('projects.fields.tags')}>{project.tags.join(', ')}</Row>}
          {project.duration && (
            <Row label={t('projects.fields.duration')}>{t(`common.enums.duration.${project.duration}`)}</Row>
          )}
          <Row label={t('projects.fields.visibility')}>{t(`common.enums.visibility.${project.visibility}`)}</Row>
          {project.startDate && <Row label={t('projects.fields.startDate')}>{formatDay(project.startDate)}</Row>}
          {project.endDate && <Row label={t('projects.fields.endDate')}>{formatDay(project.endDate)}</Row>}
          {project.repository.url && (
            <Row
              label={t('projects.detail.repository', {
                platform: t(`common.enums.platform.${project.repository.platform}`),
              })}
            >
              <OutLink href={project.repository.url} />
            </Row>
          )}
          {project.demoUrl && (
            <Row label={t('projects.fields.demoUrl')}>
              <OutLink href={project.demoUrl} />
            </Row>
          )}
        </dl>
      </Card>
    </>
  );
}
