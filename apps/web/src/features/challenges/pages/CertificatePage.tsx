import type { Certificate } from '@skillsync/shared';
import { Award, BadgeCheck, FileQuestion, ShieldX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { BackLink, DetailPage } from '../../../components/DetailPage.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { Card, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDay, formatIndiaMoment } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCertificate } from '../api/certificates.ts';

const NOT_FOUND_TEXTS = {
  title: 'challenges.certificate.notFoundTitle',
  text: 'challenges.certificate.notFoundText',
  back: 'challenges.backToChallenges',
};

function CertificateSkeleton() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Card className="p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="mt-4 h-10 w-3/4" />
        <Skeleton className="mt-3 h-5 w-1/2" />
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-ink sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const t = useT();
  const { revoked } = certificate;
  const StateIcon = revoked ? ShieldX : BadgeCheck;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <BackLink to={`/challenges/${certificate.challenge._id}`}>{t('challenges.certificate.toChallenge')}</BackLink>
      <Card className="mt-6 p-6">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <Award aria-hidden className="h-5 w-5" />
          {t('challenges.certificate.verification')}
        </p>
        <h1 className="mt-2 text-2xl font-semibold text-ink">
          {t(`challenges.certificate.kinds.${certificate.kind}`)}
        </h1>
        <div
          className={`mt-4 flex items-start gap-3 rounded-lg p-4 ${revoked ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
          data-testid="certificate-state"
        >
          <StateIcon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">
              {revoked ? t('challenges.certificate.revoked') : t('challenges.certificate.valid')}
            </p>
            {revoked && (
              <p className="mt-1 text-sm">
                {t('challenges.certificate.revokedOn', { date: formatIndiaMoment(revoked.at), reason: revoked.reason })}
              </p>
            )}
          </div>
        </div>
        <dl className="mt-4 divide-y divide-slate-200">
          <Fact label={t('challenges.certificate.holder')}>{certificate.holderName}</Fact>
          <Fact label={t('challenges.certificate.challenge')}>
            <Link className="text-brand-700 underline" to={`/challenges/${certificate.challenge._id}`}>
              {certificate.challenge.title}
            </Link>
          </Fact>
          {certificate.place !== null && (
            <Fact label={t('challenges.certificate.placeLabel')}>
              <Badge tone="warning">{t('challenges.certificate.place', { place: certificate.place })}</Badge>
            </Fact>
          )}
          <Fact label={t('challenges.certificate.issuedOn')}>{formatDay(certificate.issuedOn)}</Fact>
        </dl>
      </Card>
    </div>
  );
}

/** /certificates/:id: anyone checks a certificate, which its QR code leads to: valid, or revoked and why. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const query = useCertificate(id);
  const t = useT();
  return (
    <DetailPage
      query={query}
      documentTitle={t('challenges.certificate.documentTitle')}
      notFoundTitle={t('challenges.certificate.notFoundTitle')}
      skeleton={<CertificateSkeleton />}
      notFound={<NotFound icon={FileQuestion} texts={NOT_FOUND_TEXTS} backTo="/challenges" />}
      back={<BackLink to="/challenges">{t('challenges.backToChallenges')}</BackLink>}
      failedHeading={t('challenges.certificate.documentTitle')}
      loadFailed={errorMessage(query.error, t('messages.loadCertificateFailed'))}
    >
      {(certificate) => <CertificateView certificate={certificate} />}
    </DetailPage>
  );
}
