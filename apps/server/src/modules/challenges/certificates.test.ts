/** Certificates (issue 30): issued when the results are published, verified in public, revoked, given as PDFs. */
import { randomUUID } from 'node:crypto';
import type { Certificate, CertificateList } from '@skillsync/shared';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { registerMember, signInAgain, type TestMember } from '../../test/builders.ts';
import { type Contest, challengeContests } from '../../test/challenge-calls.ts';
import { expectFieldError, expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';
import { issueCertificates } from './certificates.service.ts';

const MODERATOR = 'certificates.moderator@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const { runContest, judge } = challengeContests(t);

const listOf = async (challengeId: string, as: TestMember) => {
  const response = await t.request('GET', `/api/challenges/${challengeId}/certificates`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<CertificateList>();
};
const verify = (id: string) => t.request('GET', `/api/certificates/${id}`);
const pdfOf = (id: string, as: TestMember | undefined, language = 'en') =>
  t.request('GET', `/api/certificates/${id}/pdf?language=${language}`, { as });
const revoke = (id: string, as: TestMember | undefined, reason = 'Entry copied from another team') =>
  t.request('POST', `/api/certificates/${id}/revoke`, { as, payload: { reason } });

/** Three entrants judged 27, 15 and 0 for prizes for two places: two winners (1st, 2nd) and one who took part. */
async function judgedContest(): Promise<Contest> {
  const contest = await runContest(3, { prizes: [30000, 20000], prizeAmount: 50000 });
  await judge(contest, [
    [9, 9, 9],
    [5, 5, 5],
    [0, 0, 0],
  ]);
  return contest;
}

const summaryOf = (certificate: Certificate) => [certificate.holderName, certificate.kind, certificate.place];

/** The text of a PDF as pdf.js reads it back, without the gaps it puts between a word's shaped glyphs. */
async function textOf(pdf: Buffer) {
  const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText();
  return { text, compact: text.replace(/\s+/g, '') };
}

async function holdersCertificate(contest: Contest, index: number, kind: Certificate['kind']) {
  const holder = contest.entrants[index];
  if (!holder) throw new Error('entrant missing');
  const found = (await listOf(contest.challenge._id, holder)).certificates.find((c) => c.kind === kind);
  if (!found) throw new Error(`no ${kind} certificate`);
  return { holder, certificate: found };
}

describe('issuing', () => {
  it('gives every submitter a participation certificate and each winner a merit one with their place', async () => {
    const contest = await judgedContest();
    const [first, second, third] = contest.entrants;
    if (!first || !second || !third) throw new Error('entrants missing');
    const all = await listOf(contest.challenge._id, contest.host);
    expect(all.canRevoke).toBe(true);
    expect(all.certificates.map(summaryOf)).toEqual([
      [first.user.name, 'merit', 1],
      [second.user.name, 'merit', 2],
      ...[first, second, third]
        .map((member) => [member.user.name, 'participation', null])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
    for (const certificate of all.certificates) {
      expect(certificate.challenge).toEqual({ _id: contest.challenge._id, title: contest.challenge.title });
      expect(certificate.revoked).toBeNull();
      expect(certificate.verificationUrl).toMatch(new RegExp(`/certificates/${certificate._id}$`));
    }
    const own = await listOf(contest.challenge._id, third);
    expect(own).toMatchObject({ canRevoke: false });
    expect(own.certificates.map(summaryOf)).toEqual([[third.user.name, 'participation', null]]);
  });

  it('issues nothing twice', async () => {
    const contest = await judgedContest();
    const before = await listOf(contest.challenge._id, contest.host);
    await t.app.ctx.db.transaction((tx) => issueCertificates(tx, contest.challenge._id, t.app.ctx.clock()));
    expect(await listOf(contest.challenge._id, contest.host)).toEqual(before);
  });

  it('issues none before the results are published', async () => {
    const contest = await runContest(1);
    expect((await listOf(contest.challenge._id, contest.host)).certificates).toEqual([]);
  });
});

describe('verification', () => {
  it('shows anyone the holder’s name, the challenge, the kind, the place and the India day of issue', async () => {
    const contest = await judgedContest();
    const { holder, certificate } = await holdersCertificate(contest, 0, 'merit');
    const response = await verify(certificate._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(certificate);
    expect(certificate).toMatchObject({ holderName: holder.user.name, kind: 'merit', place: 1 });
    expect(certificate.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 for a certificate that does not exist', async () => {
    expectRefusal(await verify(randomUUID()), 404, 'certificateNotFound');
    expectRefusal(await verify('not-a-certificate'), 404, 'certificateNotFound');
  });
});

describe('the PDF', () => {
  it('reads back the name, the challenge, the place, the India date and the verification address', async () => {
    const contest = await judgedContest();
    const { holder, certificate } = await holdersCertificate(contest, 0, 'merit');
    const response = await pdfOf(certificate._id, holder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(response.rawPayload);
    const day = new Date(`${certificate.issuedOn}T00:00:00Z`);
    const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    for (const expected of [
      'Certificate of Merit',
      holder.user.name,
      contest.challenge.title,
      'won 1st place',
      `Issued on ${date}`,
      certificate.verificationUrl,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is written in Hindi, its Devanagari shaped (conjuncts read back)', async () => {
    const contest = await judgedContest();
    const { holder, certificate } = await holdersCertificate(contest, 1, 'merit');
    const response = await pdfOf(certificate._id, holder, 'hi');
    expect(response.statusCode).toBe(200);
    const { text, compact } = await textOf(response.rawPayload);
    // pdf.js reads a short i (ि) back where it is drawn, before its consonant: words with one are checked around it.
    for (const word of ['योग्यताप्रमाणपत्र', 'द्व', 'तीयस्थान', 'प्राप्त', 'जारीकरनेकी', 'सत्यापन']) {
      expect(compact).toContain(word);
    }
    expect(text).toContain(holder.user.name);
    expect(text).toContain(contest.challenge.title);
    expect(compact).toContain(certificate.issuedOn.slice(0, 4));
    const participation = await holdersCertificate(contest, 2, 'participation');
    const other = await pdfOf(participation.certificate._id, participation.holder, 'hi');
    expect((await textOf(other.rawPayload)).compact).toContain('भागीदारीप्रमाणपत्र');
  });

  it('is for the holder alone: 401 for a visitor, 404 for anyone else, the host included', async () => {
    const contest = await judgedContest();
    const { certificate, holder } = await holdersCertificate(contest, 0, 'participation');
    const stranger = await registerMember(t.app);
    expectRefusal(await pdfOf(certificate._id, undefined), 401, 'unauthenticated');
    for (const member of [stranger, contest.host, contest.entrants[1]]) {
      expectRefusal(await pdfOf(certificate._id, member), 404, 'certificateNotFound');
    }
    expectRefusal(await pdfOf(randomUUID(), holder), 404, 'certificateNotFound');
    expect((await pdfOf(certificate._id, holder, 'fr')).statusCode).toBe(400);
  });
});

describe('revoking', () => {
  it('is for the host or a moderator, with a reason; the page then shows it revoked, and the PDF is no more', async () => {
    const contest = await judgedContest();
    const { certificate, holder } = await holdersCertificate(contest, 0, 'merit');
    const stranger = await registerMember(t.app);
    expectRefusal(await revoke(certificate._id, undefined), 401, 'unauthenticated');
    for (const member of [stranger, holder, contest.entrants[1]]) {
      expectRefusal(await revoke(certificate._id, member), 403, 'notCertificateRevoker');
    }
    expectFieldError(await revoke(certificate._id, contest.host, '  '), 'reason', 'revokeReasonRequired');

    const revoked = await revoke(certificate._id, contest.host);
    expect(revoked.statusCode).toBe(200);
    const { revoked: state } = revoked.json<Certificate>();
    expect(state?.reason).toBe('Entry copied from another team');
    expect(isTimestamp(state?.at)).toBe(true);
    expect((await verify(certificate._id)).json<Certificate>().revoked).toEqual(state);
    expectRefusal(await revoke(certificate._id, contest.host), 409, 'certificateAlreadyRevoked');
    expectRefusal(await pdfOf(certificate._id, holder), 409, 'certificateAlreadyRevoked');

    const moderator = await signInAgain(t.app, await registerMember(t.app, { email: MODERATOR }));
    const other = await holdersCertificate(contest, 1, 'merit');
    const byModerator = await revoke(other.certificate._id, moderator, 'Mistaken place');
    expect(byModerator.statusCode).toBe(200);
    expect((await verify(other.certificate._id)).json<Certificate>().revoked?.reason).toBe('Mistaken place');
  });
});

describe('your data', () => {
  it('lists the member’s certificates in the export, and erasure deletes them', async () => {
    const contest = await judgedContest();
    const { holder, certificate } = await holdersCertificate(contest, 0, 'merit');
    const exported = await t.request('GET', '/api/users/me/export', { as: holder });
    const listed = exported.json<{ challengeCertificates: { id: string }[] }>().challengeCertificates;
    expect(listed).toHaveLength(2);
    expect(listed.map((row) => row.id)).toContain(certificate._id);
    const erased = await t.request('DELETE', '/api/users/me', { as: holder, payload: { password: holder.password } });
    expect(erased.statusCode).toBe(204);
    expectRefusal(await verify(certificate._id), 404, 'certificateNotFound');
    const left = (await listOf(contest.challenge._id, contest.host)).certificates;
    expect(left.map((c) => c.holderName)).not.toContain(holder.user.name);
  });
});
