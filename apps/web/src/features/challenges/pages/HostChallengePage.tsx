import type { ChallengeDetail } from '@skillsync/shared';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { EditWorkPage, useSaveThenOpen } from '../../../components/EditWorkPage.tsx';
import { FormPage } from '../../../components/FormLayout.tsx';
import { Card } from '../../../components/States.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateChallenge, useUpdateChallenge } from '../api/challenge-writes.ts';
import { useChallenge } from '../api/get-challenge.ts';
import { ChallengeDetailSkeleton } from '../components/ChallengeDetailSkeleton.tsx';
import { ChallengeForm } from '../components/ChallengeForm.tsx';
import { ChallengeNotFound } from '../components/ChallengeNotFound.tsx';
import {
  createChallengeResolver,
  emptyChallengeForm,
  toChallengeFormValues,
  updateChallengeResolver,
} from '../utils/challenge-form-values.ts';

function CreateChallenge() {
  const creation = useCreateChallenge();
  const t = useT();
  // Today is taken once, when the form opens.
  const [defaultValues] = useState(() => emptyChallengeForm());
  useDocumentTitle(t('challenges.createPage.title'));
  const handleSubmit = useSaveThenOpen(
    creation.mutateAsync,
    t('messages.challengeCreated'),
    (challenge) => `/challenges/${challenge._id}`,
  );

  return (
    <FormPage title={t('challenges.createPage.title')} subtitle={t('challenges.createPage.subtitle')}>
      <ChallengeForm
        defaultValues={defaultValues}
        resolver={createChallengeResolver}
        submitLabel={t('challenges.createPage.submit')}
        failureMessage={t('challenges.createPage.failed')}
        cancelTo="/challenges"
        onSubmit={handleSubmit}
      />
    </FormPage>
  );
}

/** What the host sees instead of the form once someone has joined: the challenge is locked. */
function ChallengeLocked({ id }: { id: string }) {
  const t = useT();
  return (
    <FormPage title={t('challenges.editPage.title')}>
      <Card className="p-6">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" /> {t('messages.challengeLocked')}
        </p>
        <Link to={`/challenges/${id}`} className={`${buttonClass('secondary')} mt-4`}>
          {t('challenges.editPage.back')}
        </Link>
      </Card>
    </FormPage>
  );
}

function EditChallenge({ id }: { id: string }) {
  const query = useChallenge(id);
  const update = useUpdateChallenge(id);
  const t = useT();
  const handleSubmit = useSaveThenOpen(update.mutateAsync, t('messages.challengeUpdated'), () => `/challenges/${id}`);

  function form(challenge: ChallengeDetail) {
    // Only the host may edit; anyone else is sent to the challenge itself.
    if (!challenge.viewer.isHost) return <Navigate to={`/challenges/${id}`} replace />;
    if (challenge.participants > 0) return <ChallengeLocked id={id} />;
    return (
      <FormPage title={t('challenges.editPage.title')} subtitle={t('challenges.editPage.subtitle')}>
        <ChallengeForm
          defaultValues={toChallengeFormValues(challenge)}
          resolver={updateChallengeResolver}
          submitLabel={t('challenges.editPage.submit')}
          failureMessage={t('challenges.editPage.failed')}
          cancelTo={`/challenges/${id}`}
          onSubmit={handleSubmit}
        />
      </FormPage>
    );
  }

  return (
    <EditWorkPage
      query={query}
      title={t('challenges.editPage.title')}
      notFoundTitle={t('challenges.notFound.title')}
      loadFailed={t('messages.loadChallengeFailed')}
      skeleton={<ChallengeDetailSkeleton />}
      notFound={<ChallengeNotFound />}
    >
      {form}
    </EditWorkPage>
  );
}

/** /challenges/create and /challenges/:id/edit (both behind RequireAuth). */
export function HostChallengePage() {
  const { id } = useParams();
  return id ? <EditChallenge id={id} /> : <CreateChallenge />;
}
