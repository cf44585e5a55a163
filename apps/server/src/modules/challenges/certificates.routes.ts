import {
  Certificate,
  CertificateIdParams,
  CertificateList,
  CertificatePdfQuery,
  ChallengeIdParams,
  RevokeCertificateBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import {
  getCertificate,
  getCertificatePdf,
  listChallengeCertificates,
  revokeCertificate,
} from './certificates.service.ts';

/** Certificates (issue 30): public verification, the holder's PDF, revocation, and a challenge's list. */
export async function certificatesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('challenges');

  app.get(
    '/certificates/:id',
    open({
      description: 'A certificate as its public verification page shows it, revoked or not.',
      params: CertificateIdParams,
      response: { 200: Certificate },
    }),
    async (request) => getCertificate(ctx, request.params.id),
  );

  app.get(
    '/certificates/:id/pdf',
    member({
      description: 'The holder’s certificate as a PDF, in English or Hindi; 404 for anyone else.',
      params: CertificateIdParams,
      querystring: CertificatePdfQuery,
    }),
    async (request, reply) => {
      const { id } = request.params;
      const { language } = request.query;
      const pdf = await getCertificatePdf(ctx, request, id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="skillsync-certificate-${id}-${language}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/certificates/:id/revoke',
    member({ params: CertificateIdParams, body: RevokeCertificateBody, response: { 200: Certificate } }),
    async (request) => revokeCertificate(ctx, request, request.params.id, request.body),
  );

  app.get(
    '/challenges/:id/certificates',
    member({
      description: 'The member’s certificates of a challenge; every one of them for its host or a moderator.',
      params: ChallengeIdParams,
      response: { 200: CertificateList },
    }),
    async (request) => listChallengeCertificates(ctx, request, request.params.id),
  );
}
