import { SiteContacts } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';

/** What a deployment says about itself: the addresses its Contact, Grievance Officer and legal pages give. */
export async function siteRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { supportEmail, grievanceEmail, grievanceOfficer } = ctx.config;
  const contacts = {
    supportEmail,
    grievanceEmail,
    grievanceOfficerName: grievanceOfficer.name,
    grievanceOfficerAddress: grievanceOfficer.address,
  };

  app.get(
    '/site/contacts',
    { schema: { tags: ['site'], response: { 200: SiteContacts } } },
    async (_request, reply) => {
      // The same for everyone and changed only by a restart: a reader's browser may keep it for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return contacts;
    },
  );
}
