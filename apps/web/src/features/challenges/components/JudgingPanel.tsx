import type { ChallengeDetail, ScoreBody, Submission } from '@skillsync/shared';
import { CHALLENGE_FEEDBACK_MAX, CHALLENGE_SCORE_MAX } from '@skillsync/shared/constants';
import { CircleCheck, Gavel, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { TextAreaField } from '../../../components/FormFields.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { translateText } from '../../../lib/translate-text.ts';
import { usePublishResults, useScoreSubmission } from '../api/challenge-writes.ts';
import {
  SCORE_FORM_FIELDS,
  type ScoreFormValues,
  scoreResolver,
  toScoreFormValues,
} from '../utils/score-form-values.ts';
import { OutLink } from './OutLink.tsx';
import { RESULTS_HEADING_ID } from './ResultsSection.tsx';

type ScoreFormProps = { challenge: ChallengeDetail; submission: Submission };

/** One 0–10 box per judging criterion and feedback for the participant; saving shows the total. */
function ScoreForm({ challenge, submission }: ScoreFormProps) {
  const { t, field } = useFieldTexts<ScoreFormValues>((t) => ({
    label: (name) => t(`challenges.judging.${name}`),
    text: (key) => t(`challenges.judging.${key}`),
  }));
  const scoring = useScoreSubmission(challenge._id);
  const criteria = challenge.judgingCriteria;
  const form = useForm<ScoreFormValues, unknown, ScoreBody>({
    resolver: scoreResolver,
    defaultValues: toScoreFormValues(submission, criteria.length),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const maxScore = criteria.length * CHALLENGE_SCORE_MAX;
  const scoresError = errors.scores?.message ?? errors.scores?.root?.message;

  async function handleValid(body: ScoreBody) {
    try {
      const saved = await scoring.mutateAsync({ submissionId: submission._id, ...body });
      form.reset(toScoreFormValues(saved, criteria.length));
      toast.success(t('messages.scoreSaved'));
    } catch (error) {
      showServerErrors(form.setError, error, SCORE_FORM_FIELDS);
      toast.error(errorMessage(error, t('challenges.judging.scoreFailed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="mt-4 space-y-4">
        <fieldset aria-describedby={scoresError ? `scores-error-${submission._id}` : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {t('challenges.judging.scoresLegend', { max: CHALLENGE_SCORE_MAX })}
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 sm:items-end">
            {criteria.map((criterion, index) => (
              <Input
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes follow the criteria's fixed order, and two criteria may read alike.
                key={index}
                label={criterion}
                type="number"
                inputMode="numeric"
                min={0}
                max={CHALLENGE_SCORE_MAX}
                step={1}
                aria-invalid={scoresError ? true : undefined}
                {...form.register(`scores.${index}`)}
              />
            ))}
          </div>
          {scoresError && (
            <p id={`scores-error-${submission._id}`} className="mt-2 text-sm text-red-600">
              {translateText(scoresError)}
            </p>
          )}
        </fieldset>
        <TextAreaField
          {...field('feedback', { placeholder: true })}
          rows={2}
          maxLength={CHALLENGE_FEEDBACK_MAX}
          hint={t('challenges.form.optional')}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          {submission.totalScore !== null && (
            <p className="flex items-center gap-1.5 text-sm text-green-800">
              <CircleCheck aria-hidden className="h-4 w-4" />
              {isDirty
                ? t('challenges.judging.unsaved')
                : t('challenges.judging.saved', { total: submission.totalScore, max: maxScore })}
            </p>
          )}
          <Button type="submit" variant="secondary" isLoading={isSubmitting}>
            {t('challenges.judging.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function EntryToJudge({ challenge, submission }: ScoreFormProps) {
  const t = useT();
  const { user } = submission;
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article aria-labelledby={`entry-${submission._id}`}>
        <div className="flex items-center gap-3">
          <Avatar name={user.name} src={user.avatar} size="sm" isDecorative />
          <div className="min-w-0">
            <h3 id={`entry-${submission._id}`} className="font-semibold text-ink">
              <MemberLink member={user} className="hover:text-brand-700 hover:underline" />
            </h3>
            <p className="text-xs text-muted">
              {t('challenges.submission.lastSaved', { date: formatIndiaMoment(submission.updatedAt) })}
            </p>
          </div>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <li className="min-w-0">
            <OutLink href={submission.repositoryUrl} label={t('challenges.judging.repository')} />
          </li>
          {submission.demoUrl && (
            <li className="min-w-0">
              <OutLink href={submission.demoUrl} label={t('challenges.judging.demo')} />
            </li>
          )}
        </ul>
        {submission.notes && (
          <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{submission.notes}</p>
        )}
        <ScoreForm challenge={challenge} submission={submission} />
      </article>
    </li>
  );
}

/**
 * The host's judging, once submissions are closed and until the results are out: score every entry on every
 * criterion, then publish (final: the ranking shows to everyone and the winners earn reputation).
 */
export function JudgingPanel({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const publishing = usePublishResults(challenge._id);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const entries = challenge.submissionsToJudge;
  const scored = entries.filter((entry) => entry.totalScore !== null).length;
  const isReady = scored === entries.length;

  async function handlePublish() {
    try {
      await publishing.mutateAsync();
      toast.success(t('messages.resultsPublished'));
      // The results replace this panel (and its dialog): focus moves on to their heading, not to the page.
      requestAnimationFrame(() => document.getElementById(RESULTS_HEADING_ID)?.focus());
    } catch (error) {
      toast.error(errorMessage(error, t('challenges.judging.publishFailed')));
      setConfirmOpen(false);
    }
  }

  return (
    <SectionCard id="judging-title" icon={Gavel} title={t('challenges.judging.title')}>
      <p className="text-sm text-slate-700">{t('challenges.judging.intro', { max: CHALLENGE_SCORE_MAX })}</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('challenges.judging.noEntries')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-slate-800">
            {t('challenges.judging.progress', { scored, total: entries.length })}
          </p>
          <ul className="mt-4 divide-y divide-line border-t border-line pt-5">
            {entries.map((submission) => (
              <EntryToJudge key={submission._id} challenge={challenge} submission={submission} />
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p id="publish-hint" className="text-sm text-muted">
          {isReady ? t('challenges.judging.publishReady') : t('messages.unscoredSubmissions')}
        </p>
        <Button
          onClick={() => setConfirmOpen(true)}
          disabled={!isReady}
          aria-describedby="publish-hint"
          className="shrink-0"
        >
          <Megaphone aria-hidden className="h-4 w-4" /> {t('challenges.judging.publish')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void handlePublish()}
        title={t('challenges.judging.publishTitle')}
        message={t('challenges.judging.publishMessage')}
        confirmLabel={t('challenges.judging.publish')}
        cancelLabel={t('challenges.judging.notYet')}
        isPending={publishing.isPending}
      />
    </SectionCard>
  );
}
