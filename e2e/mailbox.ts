import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailReader, type ReceivedMail } from '../apps/server/src/test/mailbox.ts';

/** Every mail the e2e server has sent so far in this run, oldest first (global-setup.ts writes them). */
function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the run starts its mailbox in global-setup.ts');
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** The run's mailbox, read as a test needs it. */
export const mailbox = {
  get mails() {
    return receivedMails();
  },
  ...mailReader(receivedMails),
};
