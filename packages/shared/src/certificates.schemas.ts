import { z } from 'zod';
import { CERTIFICATE_REASON_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';

// Certificates of a challenge (issue 30): participation for every submitter, merit for each winner.

export const CERTIFICATE_KINDS = ['participation', 'merit'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The languages a certificate's PDF is written in. */
export const CERTIFICATE_LANGUAGES = ['en', 'hi'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

/** A certificate in a path: its public id, which the verification page and the QR code name. */
export const CertificateIdParams = z.object({ id: z.uuid({ error: MESSAGES.certificateNotFound }) });
export type CertificateIdParams = z.infer<typeof CertificateIdParams>;

export const CertificatePdfQuery = z.object({
  language: z.enum(CERTIFICATE_LANGUAGES, { error: MESSAGES.certificateLanguageInvalid }).default('en'),
});
export type CertificatePdfQuery = z.infer<typeof CertificatePdfQuery>;
export type CertificatePdfQueryInput = z.input<typeof CertificatePdfQuery>;

export const RevokeCertificateBody = z.object({
  reason: text({ error: MESSAGES.revokeReasonRequired })
    .trim()
    .min(1, MESSAGES.revokeReasonRequired)
    .max(CERTIFICATE_REASON_MAX, tooLong(CERTIFICATE_REASON_MAX)),
});
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBody>;

/** A certificate as anyone may verify it: the holder's name and the challenge's title as they were issued. */
export const Certificate = z.object({
  _id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** The place of a merit certificate (ties share one); null for participation. */
  place: z.number().int().nullable(),
  holderName: z.string(),
  challenge: z.object({ _id: z.string(), title: z.string() }),
  issuedAt: z.string(),
  /** The India day it was issued on (`YYYY-MM-DD`), as the certificate prints it. */
  issuedOn: z.string(),
  revoked: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** The verification page the QR code leads to. */
  verificationUrl: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

/** The certificates of one challenge a member may see: their own, or every one for its host. */
export const CertificateList = z.object({ certificates: z.array(Certificate), canRevoke: z.boolean() });
export type CertificateList = z.infer<typeof CertificateList>;
