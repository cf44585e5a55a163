import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { useForFile } from './for-file.ts';

export type ReceivedMail = { to: string[]; raw: string };

/** Every mailbox running in this process, by its URL: a builder finds the one an app sends to (`mailboxOf`). */
const running = new Map<string, Mailbox>();

/** The mailbox an app's SMTP_URL names, started in this process. */
export function mailboxOf(smtpUrl: string | undefined): Mailbox {
  const mailbox = smtpUrl ? running.get(smtpUrl) : undefined;
  if (!mailbox) throw new Error(`no mailbox runs at ${smtpUrl ?? '(no SMTP_URL)'}: start one with startMailbox`);
  return mailbox;
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps every mail it receives, and hands each to
 * `onMail` if given (the e2e run's mailbox writes them where every test file reads them).
 */
export async function startMailbox(listenPort = 0, onMail?: (mail: ReceivedMail) => void) {
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
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const mailbox = {
    url,
    mails,
    ...mailReader(() => mails),
    /** Refuses the next n mails with a temporary SMTP error, as a busy or broken server would. */
    refuseNext(count: number) {
      refusalsLeft = count;
    },
    close: () => {
      running.delete(url);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.set(url, mailbox);
  return mailbox;
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** Reads mails as a test needs them: the newest to an address, its link's token, its text as a mail program shows it. */
export function mailReader(list: () => ReceivedMail[]) {
  const mailsTo = (address: string) =>
    list().filter((m) => m.to.includes(address) && !decodeMail(m.raw).text.includes('/verify-email/'));
  const verificationTokensFor = (address: string) =>
    list()
      .filter((m) => m.to.includes(address))
      .flatMap((m) => decodeMail(m.raw).text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1] ?? []);
  return {
    /**
     * Whether a mail came to this address whose subject or text holds `containing`, a new member's verification mail
     * aside (every member gets one first).
     */
    /** The mails to this address, oldest first, but for the verification mail every new member gets first. */
    mailsTo(address: string) {
      return mailsTo(address);
    },
    hasMailTo(address: string, containing = '') {
      return mailsTo(address).some((m) => {
        const { subject, text } = decodeMail(m.raw);
        return `${subject}\n${text}`.includes(containing);
      });
    },
    /** The reset token from the newest mail to this address. */
    resetTokenFor(address: string) {
      const mail = list().findLast((m) => m.to.includes(address));
      const match = mail?.raw.replace(/=\r?\n/g, '').match(/\/reset-password\/([A-Za-z0-9_-]+)/);
      if (!match?.[1]) throw new Error(`no reset mail for ${address}`);
      return match[1];
    },
    /** The subject and text of the newest mail to this address, decoded as a mail program shows them. */
    readMailTo(address: string) {
      const mail = list().findLast((m) => m.to.includes(address));
      if (!mail) throw new Error(`no mail for ${address}`);
      return decodeMail(mail.raw);
    },
    /** The newest mail to this address as a mail program reads it, parts and headers (mailparser). */
    async parseMailTo(address: string) {
      const mail = list().findLast((m) => m.to.includes(address));
      if (!mail) throw new Error(`no mail for ${address}`);
      return simpleParser(mail.raw);
    },
    /** The tokens of the address-verification links mailed to this address, oldest first. */
    verificationTokensFor,
    /** The token of the newest address-verification link mailed to this address. */
    verificationTokenFor(address: string) {
      const token = verificationTokensFor(address).at(-1);
      if (!token) throw new Error(`no verification mail for ${address}`);
      return token;
    },
  };
}

/**
 * A mailbox for one test file: registers the hook that starts it and the one that closes it. Call it before
 * `useTestApp` and give the app its address, `useTestApp(() => ({ smtpUrl: mailbox.url }))`: it starts before
 * the app and, after-hooks running in reverse, closes after it.
 */
export function useMailbox(): Omit<Mailbox, 'close'> {
  const started = useForFile('useMailbox', startMailbox);
  return {
    get url() {
      return started().url;
    },
    get mails() {
      return started().mails;
    },
    resetTokenFor: (address) => started().resetTokenFor(address),
    readMailTo: (address) => started().readMailTo(address),
    parseMailTo: (address) => started().parseMailTo(address),
    refuseNext: (count) => started().refuseNext(count),
    verificationTokenFor: (address) => started().verificationTokenFor(address),
    verificationTokensFor: (address) => started().verificationTokensFor(address),
    hasMailTo: (address, containing) => started().hasMailTo(address, containing),
    mailsTo: (address) => started().mailsTo(address),
  };
}

/** Decodes the single-part text mails nodemailer sends: an RFC 2047 subject, a base64 or quoted-printable body. */
function decodeMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  const subject = header('Subject').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r?\n/g, ''))
        : body;
  return { subject, text };
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
