/** The bad-input suite's certificate fixture: a submitter's participation certificate on the current challenge. */
import type { CertificateList } from '@skillsync/shared';
import { issueCertificates } from '../../modules/challenges/index.ts';
import type { TestMember } from '../builders.ts';
import type { TestAppHandle } from '../test-app.ts';

/**
 * Issues the challenge's certificates as publishing would (the suite keeps the challenge open): its host may revoke
 * them, the submitter download theirs. Answers the first certificate's id, if any.
 */
export async function issueFixtureCertificate(t: TestAppHandle, challengeId: string, host: TestMember) {
  await t.app.ctx.db.transaction((tx) => issueCertificates(tx, challengeId, t.app.ctx.clock()));
  const issued = await t.request('GET', `/api/challenges/${challengeId}/certificates`, { as: host });
  return issued.json<CertificateList>().certificates[0]?._id;
}
