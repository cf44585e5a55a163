import { type Certificate, indiaDayOf } from '@skillsync/shared';
import type { CertificateRow } from './certificates.repository.ts';

/** The verification page of a certificate, which its QR code encodes. */
export const verificationUrlOf = (appUrl: string, id: string) => `${appUrl}/certificates/${id}`;

/** A certificate as anyone may verify it: never the holder's account, only the name it was issued to. */
export function presentCertificate(row: CertificateRow, appUrl: string): Certificate {
  return {
    _id: row.id,
    kind: row.kind,
    place: row.kind === 'merit' ? row.place : null,
    holderName: row.holderName,
    challenge: { _id: row.challengeId, title: row.challengeTitle },
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: indiaDayOf(row.issuedAt),
    revoked: row.revokedAt ? { at: row.revokedAt.toISOString(), reason: row.revokedReason ?? '' } : null,
    verificationUrl: verificationUrlOf(appUrl, row.id),
  };
}
