import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/** Sends over SMTP_URL when set; otherwise writes the mail to the log. Every mail is kept in the outbox table. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outbox.id });
      if (!transport) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail (no SMTP_URL set)');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      if (row) await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
    close() {
      transport?.close();
    },
  };
}
