import { describeDigestPlaces, describeDigestRoles } from '#domain/digest/describe-digest-preferences.ts';
import { describeDigestFrequency } from '#domain/digest/digest-constants.ts';
import type { DigestPreferences } from '#domain/digest/select-digest-jobs.ts';
import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { formatGreeting, renderEmailLayout, TRANSACTIONAL_HEADERS } from './render-email-layout.ts';

export const DIGEST_CONFIRM_SUBJECT = 'Confirm your Nordhub job digest';
export const DIGEST_ALREADY_SUBSCRIBED_SUBJECT = 'You already get the Nordhub job digest';

type Subscriber = {
  to: string;
  firstName?: string | undefined;
  frequency: string;
  preferences: DigestPreferences;
};

function describeChoice(subscriber: Subscriber): string {
  return `New jobs at Nordic startups in ${describeDigestPlaces(subscriber.preferences)}, for ${describeDigestRoles(subscriber.preferences)}, ${describeDigestFrequency(subscriber.frequency)}.`;
}

/**
 * Double opt-in: nothing is mailed to an address until its owner opens this link. The link leads to
 * the subscription's settings page, which confirms it.
 */
export function buildDigestConfirmMessage(input: Subscriber & { confirmLink: string }): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: DIGEST_CONFIRM_SUBJECT,
    preheader: 'One click and the newest startup jobs come to your inbox.',
    paragraphs: [
      formatGreeting(input.firstName),
      'Please confirm that you want the Nordhub job digest at this address:',
      describeChoice(input),
    ],
    action: { label: 'Confirm subscription', url: input.confirmLink },
    notes: [
      'You can change what you get or unsubscribe at any time from the link in every digest.',
      'If you did not ask for the job digest, you can ignore this email: nothing is sent until you confirm.',
    ],
  });
  return {
    to: input.to,
    subject: DIGEST_CONFIRM_SUBJECT,
    html,
    text,
    kind: 'digest_confirm',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}

/**
 * Someone subscribed an address that already gets the digest. The settings stay as they are (the
 * request proves nothing about who sent it); the owner gets the link to change them.
 */
export function buildDigestAlreadySubscribedMessage(
  input: Subscriber & { settingsLink: string },
): MailMessage {
  const { html, text } = renderEmailLayout({
    heading: DIGEST_ALREADY_SUBSCRIBED_SUBJECT,
    preheader: 'Your job digest settings are unchanged.',
    paragraphs: [
      formatGreeting(input.firstName),
      'Someone, hopefully you, asked to subscribe this address to the Nordhub job digest. You already get it:',
      describeChoice(input),
      'Your settings are unchanged. To change them, open your digest settings.',
    ],
    action: { label: 'Manage your job digest', url: input.settingsLink },
    notes: ['If this was not you, you can ignore this email.'],
  });
  return {
    to: input.to,
    subject: DIGEST_ALREADY_SUBSCRIBED_SUBJECT,
    html,
    text,
    kind: 'digest_already_subscribed',
    headers: { ...TRANSACTIONAL_HEADERS },
  };
}
