/**
 * The mail the e2e server sent, as the real SMTP server of the e2e global setup received it: each mail
 * is a JSON file in `inject('mailDir')`. Journeys wait for the mail a person would wait for, then follow
 * its link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { CapturedMail } from '../helpers/smtp-capture.ts';

export { extractLinks } from '../helpers/smtp-capture.ts';

const POLL_MS = 100;

function readMails(): CapturedMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CapturedMail);
}

/** The first mail to `to` (case-insensitive) whose subject contains `subject`, waiting for it to arrive. */
export async function waitForMail(criteria: {
  to: string;
  subject?: string;
  timeoutMs?: number;
}): Promise<CapturedMail> {
  const to = criteria.to.toLowerCase();
  const deadline = Date.now() + (criteria.timeoutMs ?? 10_000);
  for (;;) {
    const mails = readMails();
    const match = mails.find(
      (mail) =>
        mail.envelope.to.some((address) => address.toLowerCase() === to) &&
        (criteria.subject === undefined || mail.subject.includes(criteria.subject)),
    );
    if (match) return match;
    if (Date.now() > deadline) {
      const received = mails.map((mail) => `${mail.to}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(
        `No mail to ${criteria.to}${criteria.subject ? ` about '${criteria.subject}'` : ''} (received: ${received})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Every mail received so far to `to`, oldest first. */
export function mailsTo(to: string): CapturedMail[] {
  const address = to.toLowerCase();
  return readMails().filter((mail) => mail.envelope.to.some((a) => a.toLowerCase() === address));
}
