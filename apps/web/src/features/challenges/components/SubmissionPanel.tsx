import type { ChallengeDetail, Submission, SubmitBody } from '@skillsync/shared';
import { CHALLENGE_SCORE_MAX, CHALLENGE_TEXT_MAX } from '@skillsync/shared/constants';
import { Lock, Send, Trophy } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { TextAreaField, UrlField } from '../../../components/FormFields.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitEntry } from '../api/challenge-writes.ts';
import {
  SUBMISSION_FORM_FIELDS,
  type SubmissionFormValues,
  submissionResolver,
} from '../utils/challenge-form-values.ts';
import { OutLink } from './OutLink.tsx';

const toFormValues = (submission: Submission | null): SubmissionFormValues => ({
  repositoryUrl: submission?.repositoryUrl ?? '',
  demoUrl: submission?.demoUrl ?? '',
  notes: submission?.notes ?? '',
});

function LastSaved({ submission }: { submission: Submission }) {
  const t = useT();
  return (
    <p className="text-sm text-muted">
      {t('challenges.submission.lastSaved', { date: formatIndiaMoment(submission.updatedAt) })}
    </p>
  );
}

/** The entry form, open until the deadline: a new entry, or a replacement of the saved one. */
function SubmissionForm({ challenge }: { challenge: ChallengeDetail }) {
  const { t, field } = useFieldTexts<SubmissionFormValues>((t) => ({
    label: (name) => t(`challenges.submission.${name}`),
    text: (key) => t(`challenges.submission.${key}`),
  }));
  const optional = t('challenges.form.optional');
  const saved = challenge.viewer.submission;
  const submit = useSubmitEntry(challenge._id);
  const form = useForm<SubmissionFormValues, unknown, SubmitBody>({
    resolver: submissionResolver,
    defaultValues: toFormValues(saved),
  });
  const { isSubmitting } = form.formState;

  async function handleValid(body: SubmitBody) {
    try {
      const submission = await submit.mutateAsync(body);
      form.reset(toFormValues(submission));
      toast.success(t('messages.submissionSaved'));
    } catch (error) {
      showServerErrors(form.setError, error, SUBMISSION_FORM_FIELDS, { focusFirst: true });
      toast.error(errorMessage(error, t('challenges.submission.failed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
        {saved ? (
          <LastSaved submission={saved} />
        ) : (
          <p className="text-sm text-muted">{t('challenges.submission.intro')}</p>
        )}
        <UrlField {...field('repositoryUrl', { placeholder: 'repository' })} aria-required />
        <UrlField {...field('demoUrl', { placeholder: 'demo' })} hint={optional} />
        <TextAreaField
          {...field('notes', { placeholder: true })}
          rows={3}
          maxLength={CHALLENGE_TEXT_MAX}
          hint={optional}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={isSubmitting}>
            <Send aria-hidden className="h-4 w-4" />
            {saved ? t('challenges.submission.update') : t('challenges.submission.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The saved entry, read-only once submissions are closed. */
function SavedEntry({ submission }: { submission: Submission }) {
  const t = useT();
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="text-muted">{t('challenges.submission.repositoryUrl')}</dt>
        <dd className="min-w-0">
          <OutLink href={submission.repositoryUrl} />
        </dd>
      </div>
      {submission.demoUrl && (
        <div>
          <dt className="text-muted">{t('challenges.submission.demoUrl')}</dt>
          <dd className="min-w-0">
            <OutLink href={submission.demoUrl} />
          </dd>
        </div>
      )}
      {submission.notes && (
        <div>
          <dt className="text-muted">{t('challenges.submission.notes')}</dt>
          <dd className="whitespace-pre-line break-words text-slate-800">{submission.notes}</dd>
        </div>
      )}
    </dl>
  );
}

/** The participant's place, points and the host's feedback, once the results are out. */
function OwnResult({ submission, maxScore }: { submission: Submission; maxScore: number }) {
  const t = useT();
  if (submission.rank === null || submission.totalScore === null) return null;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Trophy aria-hidden className="h-5 w-5 text-amber-600" />
        {submission.isWinner
          ? t('challenges.submission.wonPlace', { rank: submission.rank })
          : t('challenges.submission.place', { rank: submission.rank })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('challenges.results.points', { total: submission.totalScore, max: maxScore })}
      </p>
      {submission.feedback && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-ink">{t('challenges.submission.feedback')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{submission.feedback}</p>
        </>
      )}
    </div>
  );
}

/**
 * A participant's entry: the form until the deadline (submit, then resubmit as often as they like), then the
 * saved entry read-only, and their result once the host publishes.
 */
export function SubmissionPanel({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const { submission } = challenge.viewer;
  const isOpen = challenge.status === 'Active' && (challenge.timeLeftMs ?? 0) > 0;
  const maxScore = challenge.judgingCriteria.length * CHALLENGE_SCORE_MAX;
  return (
    <SectionCard id="your-submission-title" icon={Send} title={t('challenges.submission.title')}>
      {isOpen ? (
        <SubmissionForm challenge={challenge} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Lock aria-hidden className="h-4 w-4 text-muted" /> {t('challenges.submission.closed')}
          </p>
          {submission ? (
            <>
              <LastSaved submission={submission} />
              <SavedEntry submission={submission} />
              {challenge.resultsPublished && <OwnResult submission={submission} maxScore={maxScore} />}
            </>
          ) : (
            <p className="text-sm text-muted">{t('challenges.submission.none')}</p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
