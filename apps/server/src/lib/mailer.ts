import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail: plain text, and optionally the same as HTML and headers of its own (List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = {
  /** Hands one mail over: resolves once the SMTP server took it, rejects when it did not. */
  deliver: (mail: Mail) => Promise<void>;
  close: () => void;
};

/**
 * Delivers over SMTP_URL when set. Without it (a local install) the log is the post box: the mail is
 * written there for the operator, and counts as delivered.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async deliver(mail) {
      if (!transport) {
        options.log.info({ mail }, 'mail (no SMTP_URL set)');
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
    },
    close() {
      transport?.close();
    },
  };
}
