import type { AppealableDecision, AppealStatus, CreateAppealBody, CreateAppealInput } from '@skillsync/shared';
import { APPEAL_TEXT_MAX } from '@skillsync/shared/constants';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { CountedTextAreaField } from '../../../components/FormFields.tsx';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAppeal, useDecision } from '../api/appeals.ts';
import { SubjectLine } from '../components/SubjectLine.tsx';

const STATUS_TONES: Record<AppealStatus, BadgeTone> = { open: 'info', upheld: 'neutral', overturned: 'success' };

/** What was decided, about what, when and why: the member's side of the audit log. */
function DecisionCard({ decision }: { decision: AppealableDecision }) {
  const t = useT();
  const { subject } = decision;
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">
        {t(`reports.appeal.actions.${decision.action}`, { count: decision.days ?? 0 })}
      </h2>
      {subject.type !== 'member' && <SubjectLine subject={subject} />}
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">{t('reports.appeal.reason')}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{decision.note}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('reports.appeal.decidedAt')}</dt>
          <dd className="text-ink">
            <time dateTime={decision.createdAt}>{formatIndiaMoment(decision.createdAt)}</time>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The member's appeal, once sent: where it stands, what they wrote, and the answer when there is one. */
function AppealState({ appeal }: { appeal: NonNullable<AppealableDecision['appeal']> }) {
  const t = useT();
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{t('reports.appeal.yours')}</h2>
        <Badge tone={STATUS_TONES[appeal.status]}>{t(`reports.appeal.status.${appeal.status}`)}</Badge>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{appeal.text}</p>
      {appeal.decisionNote && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-muted">{t('reports.appeal.answer')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{appeal.decisionNote}</p>
        </div>
      )}
    </Card>
  );
}

/** Why the decision should change: sent once, read by a moderator other than the one who took it. */
function AppealForm({ actionId, token }: { actionId: string; token: string | null }) {
  const t = useT();
  const appealing = useAppeal(actionId, token);
  const form = useForm<CreateAppealInput, unknown, CreateAppealBody>({
    resolver: schemaResolver((schemas) => schemas.CreateAppealBody),
    defaultValues: { text: '' },
  });

  async function handleSubmit(body: CreateAppealBody) {
    try {
      await appealing.mutateAsync(body);
    } catch (error) {
      showServerErrors(form.setError, error, ['text'], { focusFirst: true });
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">{t('reports.appeal.formTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('reports.appeal.formIntro')}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="mt-4 space-y-4">
          <CountedTextAreaField
            name="text"
            label={t('reports.appeal.text')}
            rows={6}
            maxLength={APPEAL_TEXT_MAX}
            required
            placeholder={t('reports.appeal.placeholder')}
            counter={(values) => t('reports.dialog.counter', values)}
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={appealing.isPending}>
              {t('reports.appeal.send')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

/**
 * /appeal/:actionId: a moderation decision about the member and their one appeal of it. Opened from the bell signed
 * in, or from the decision's e-mail (`?token=`) by a member who cannot sign in.
 */
export function AppealPage() {
  const t = useT();
  useDocumentTitle(t('reports.appeal.title'));
  const { actionId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const isMember = useAuthStore((state) => state.isAuthenticated);
  const query = useDecision(actionId, token);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('reports.appeal.loading')} className="space-y-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState
          icon={Scale}
          title={t('messages.appealNotFound')}
          text={t(isMember ? 'reports.appeal.notFoundMember' : 'reports.appeal.notFoundVisitor')}
          action={
            <Link to={isMember ? '/notifications' : '/login'} className={buttonClass('secondary')}>
              {t(isMember ? 'reports.appeal.toNotifications' : 'reports.appeal.signIn')}
            </Link>
          }
        />
      ) : (
        <ErrorState
          message={errorMessage(query.error, t('reports.appeal.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      );
  } else {
    const decision = query.data;
    body = (
      <div className="space-y-4">
        <DecisionCard decision={decision} />
        {decision.appeal ? <AppealState appeal={decision.appeal} /> : <AppealForm actionId={actionId} token={token} />}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('reports.appeal.title')}</h1>
      <p className="mt-1 mb-6 text-muted">{t('reports.appeal.intro')}</p>
      {body}
    </div>
  );
}
