import type { Certificate, ChallengeDetail } from '@skillsync/shared';
import { Award, Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Textarea } from '../../../components/Field.tsx';
import { Card, FormRefusal } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { certificatePdfUrl, useChallengeCertificates, useRevokeCertificate } from '../api/certificates.ts';

/** The host's (or a moderator's) revocation of one certificate, with the reason the page will show. */
function RevokeForm({
  challengeId,
  certificate,
  onDone,
}: {
  challengeId: string;
  certificate: Certificate;
  onDone: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const revoke = useRevokeCertificate(challengeId);
  // A refusal shows above the buttons (revoke.error).
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate(
      { id: certificate._id, body: { reason } },
      {
        onSuccess: () => {
          toast.success(t('messages.certificateRevoked'));
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-3">
      <Textarea
        label={t('challenges.certificate.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
      />
      <FormRefusal message={revoke.error ? errorMessage(revoke.error, t('messages.loadCertificateFailed')) : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" isLoading={revoke.isPending}>
          {t('challenges.certificate.confirmRevoke')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('challenges.certificate.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CertificateItem(props: { challengeId: string; certificate: Certificate; canRevoke: boolean; isOwn: boolean }) {
  const { challengeId, certificate, canRevoke, isOwn } = props;
  const t = useT();
  const [isRevoking, setIsRevoking] = useState(false);
  const kind = t(`challenges.certificate.kinds.${certificate.kind}`);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Award aria-hidden className="h-5 w-5 text-brand-700" />
        <span className="font-medium text-ink">{kind}</span>
        {canRevoke && <span className="text-slate-700">· {certificate.holderName}</span>}
        {certificate.place !== null && (
          <Badge tone="warning">{t('challenges.certificate.place', { place: certificate.place })}</Badge>
        )}
        {certificate.revoked && <Badge tone="danger">{t('challenges.certificate.revoked')}</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {isOwn && !certificate.revoked && (
          <>
            <a className={buttonClass('secondary')} href={certificatePdfUrl(certificate._id, 'en')} download>
              <Download aria-hidden className="h-4 w-4" />
              {t('challenges.certificate.downloadEnglish')}
            </a>
            <a className={buttonClass('secondary')} href={certificatePdfUrl(certificate._id, 'hi')} download>
              <Download aria-hidden className="h-4 w-4" />
              {t('challenges.certificate.downloadHindi')}
            </a>
          </>
        )}
        <Link className={buttonClass('ghost')} to={`/certificates/${certificate._id}`}>
          {t('challenges.certificate.verifyLink')}
        </Link>
        {canRevoke && !certificate.revoked && !isRevoking && (
          <Button variant="danger-ghost" onClick={() => setIsRevoking(true)}>
            {t('challenges.certificate.revoke')}
          </Button>
        )}
      </div>
      {isRevoking && (
        <RevokeForm challengeId={challengeId} certificate={certificate} onDone={() => setIsRevoking(false)} />
      )}
    </li>
  );
}

/** After the results: the member's certificates to download, or, for the host, every one of them to revoke. */
export function CertificatesPanel({ challenge }: { challenge: ChallengeDetail }) {
  const t = useT();
  const { data } = useChallengeCertificates(challenge._id, true);
  if (!data || data.certificates.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t('challenges.certificate.listTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {data.canRevoke ? t('challenges.certificate.hostHint') : t('challenges.certificate.listHint')}
      </p>
      <ul className="mt-2 divide-y divide-slate-200">
        {data.certificates.map((certificate) => (
          <CertificateItem
            key={certificate._id}
            challengeId={challenge._id}
            certificate={certificate}
            canRevoke={data.canRevoke}
            isOwn={!data.canRevoke}
          />
        ))}
      </ul>
    </Card>
  );
}
