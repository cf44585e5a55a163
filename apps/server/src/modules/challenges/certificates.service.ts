import {
  type Certificate,
  type CertificateLanguage,
  type CertificateList,
  MESSAGES,
  type RevokeCertificateBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { renderCertificatePdf } from './certificates.pdf.ts';
import { presentCertificate } from './certificates.presenter.ts';
import {
  findCertificate,
  findCertificateForUpdate,
  findCertificatesOf,
  findHostOf,
  insertCertificatesOf,
  revokeCertificateById,
} from './certificates.repository.ts';

/**
 * Issues a challenge's certificates as its results are published, inside that transaction: participation for every
 * submitter, merit for each winner at the place publishing gave them. Issuing twice adds nothing.
 */
export async function issueCertificates(tx: Queryable, challengeId: string, now: Date) {
  await insertCertificatesOf(tx, challengeId, now);
}

/** A certificate as its public verification page shows it, revoked or not. */
export async function getCertificate(ctx: AppContext, id: string): Promise<Certificate> {
  const row = await findCertificate(ctx.db, id);
  if (!row) throw notFound(MESSAGES.certificateNotFound);
  return presentCertificate(row, ctx.config.appUrl);
}

/**
 * The certificates of a challenge the member may see: all of them for its host or a moderator (who may revoke
 * them), otherwise their own.
 */
export async function listChallengeCertificates(
  ctx: AppContext,
  requester: Requester,
  challengeId: string,
): Promise<CertificateList> {
  const user = requireUser(requester);
  const challenge = await findHostOf(ctx.db, challengeId);
  if (!challenge) throw notFound(MESSAGES.challengeNotFound);
  const canRevoke = challenge.hostId === user.id || user.role === 'moderator';
  const rows = await findCertificatesOf(ctx.db, challengeId, canRevoke ? null : user.id);
  return { certificates: rows.map((row) => presentCertificate(row, ctx.config.appUrl)), canRevoke };
}

/**
 * The holder's certificate as a PDF in their language. Only the holder downloads it: anyone else is answered as if
 * there were none. A revoked certificate is no longer given out.
 */
export async function getCertificatePdf(
  ctx: AppContext,
  requester: Requester,
  id: string,
  language: CertificateLanguage,
) {
  const user = requireUser(requester);
  const row = await findCertificate(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound(MESSAGES.certificateNotFound);
  if (row.revokedAt) throw conflict(MESSAGES.certificateAlreadyRevoked);
  return renderCertificatePdf(presentCertificate(row, ctx.config.appUrl), language);
}

/** The challenge's host or a moderator revokes a certificate (a mistake, a removed entry), saying why. */
export async function revokeCertificate(
  ctx: AppContext,
  requester: Requester,
  id: string,
  body: RevokeCertificateBody,
): Promise<Certificate> {
  const user = requireUser(requester);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const found = await findCertificateForUpdate(tx, id);
    if (!found) throw notFound(MESSAGES.certificateNotFound);
    if (found.hostId !== user.id && user.role !== 'moderator') throw forbidden(MESSAGES.notCertificateRevoker);
    if (found.certificate.revokedAt) throw conflict(MESSAGES.certificateAlreadyRevoked);
    await revokeCertificateById(tx, id, now, body.reason);
    return presentCertificate({ ...found.certificate, revokedAt: now, revokedReason: body.reason }, ctx.config.appUrl);
  });
}
