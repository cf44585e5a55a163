import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a local port (a free one unless given) that keeps every mail it receives. */
export async function startMailbox(listenPort = 0) {
  const mails: ReceivedMail[] = [];
  let refusalsLeft = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The reset token from the newest mail to this address. */
    resetTokenFor(address: string) {
      const mail = mails.findLast((m) => m.to.includes(address));
      const match = mail?.raw.replace(/=\r?\n/g, '').match(/\/reset-password\/([A-Za-z0-9_-]+)/);
      if (!match?.[1]) throw new Error(`no reset mail for ${address}`);
      return match[1];
    },
    /** Refuses the next n mails with a temporary SMTP error, as a busy or broken server would. */
    refuseNext(count: number) {
      refusalsLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
