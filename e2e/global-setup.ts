import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { MAILBOX_PORT } from './ports.ts';

/**
 * The run's mailbox: every mail the e2e server sends (SMTP_URL) lands in one SMTP server for the whole run, which
 * writes each to E2E_MAIL_DIR, where every test file reads it (mailbox.ts): a new member's verification link, a reset
 * link, a notification. Returns the teardown that stops it.
 */
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR ?? mkdtempSync(path.join(tmpdir(), 'skillsync-e2e-mail-'));
  mkdirSync(dir, { recursive: true });
  process.env.E2E_MAIL_DIR = dir;
  let count = 0;
  const mailbox = await startMailbox(MAILBOX_PORT, (mail) => {
    count += 1;
    writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
  });
  return () => mailbox.close();
}
