import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DIGEST_SUBSCRIBED_MESSAGE, type DigestSubscribeInput } from '#domain/digest/digest.schema.ts';
import type { MailMessage } from '../../adapters/mail/mail-sender.ts';
import { digestSubscriptions } from '../../db/schema/index.ts';
import {
  buildDigestAlreadySubscribedMessage,
  buildDigestConfirmMessage,
} from '../mail/templates/digest-confirm.ts';
import { isUniqueViolation } from '../users/find-user-by-email.ts';
import type { DigestDeps } from './digest-deps.ts';
import {
  findDigestOwner,
  lockDigestSubscriptionByEmail,
  toStoredDigestChoice,
} from './digest-subscription-store.ts';
import { readDigestStatus } from './map-digest-subscription.ts';

/** A second confirmation (or "already subscribed") mail to one address waits this long. */
export const DIGEST_CONFIRMATION_RESEND_MS = 2 * 60_000;

/** 384 random bits, URL-safe: the key is the only thing that manages a subscription. */
export function createSettingsKey(): string {
  return crypto.randomBytes(48).toString('base64url');
}

export function buildSettingsLink(publicUrl: string, settingsKey: string, query = ''): string {
  return new URL(`/profile-settings/${encodeURIComponent(settingsKey)}${query}`, publicUrl).href;
}

/**
 * `POST digest` (docs/product.md, Calls). Double opt-in and no account enumeration: the answer is always the same;
 * what happened is told to the address owner only, by mail:
 * - a new address gets an unconfirmed subscription and the confirmation link;
 * - an unconfirmed or unsubscribed one gets the new choice and the confirmation link again (it needs
 *   confirming before anything is sent);
 * - an active one keeps its settings (whoever sent this may not own the address) and gets a mail
 *   with the link to its settings.
 * One mail per address every few minutes at most, so the form cannot be used to flood a mailbox.
 * REMOTE becomes `includeRemoteJobs` and is never stored as a location (docs/product.md, Validation).
 */
export async function subscribeDigest(
  deps: DigestDeps,
  input: DigestSubscribeInput,
  context: { userId: string | null },
): Promise<{ message: string }> {
  let mail: MailMessage | null;
  try {
    mail = await saveSubscription(deps, input, context);
  } catch (error) {
    // Two requests for one new address at the same moment: the unique index keeps one row; the
    // loser's request is then an ordinary "address exists" case.
    if (!isUniqueViolation(error)) throw error;
    mail = await saveSubscription(deps, input, context);
  }
  if (mail) {
    try {
      await deps.mail.send(mail);
    } catch (error) {
      // Not sent: the owner may ask again at once instead of waiting out the resend pause.
      await deps.db
        .update(digestSubscriptions)
        .set({ confirmationSentAt: null })
        .where(sql`lower(${digestSubscriptions.email}) = ${mail.to.toLowerCase()}`);
      throw error;
    }
  }
  return { message: DIGEST_SUBSCRIBED_MESSAGE };
}

async function saveSubscription(
  deps: DigestDeps,
  input: DigestSubscribeInput,
  context: { userId: string | null },
): Promise<MailMessage | null> {
  const email = input.email.toLowerCase();
  const now = deps.now();
  const choice = toStoredDigestChoice(input);
  const owner = await findSignedInOwner(deps, context.userId, email);

  return deps.db.transaction(async (tx) => {
    const existing = await lockDigestSubscriptionByEmail(tx, email);

    const mayMail =
      !existing?.confirmationSentAt ||
      now.getTime() - existing.confirmationSentAt.getTime() >= DIGEST_CONFIRMATION_RESEND_MS;

    if (!existing) {
      const settingsKey = createSettingsKey();
      await tx.insert(digestSubscriptions).values({
        email,
        settingsKey,
        userId: owner?.id ?? null,
        ...choice,
        mergeData: owner ? { firstName: owner.firstName } : {},
        confirmationSentAt: now,
        createdAt: now,
      });
      return buildDigestConfirmMessage({
        to: email,
        firstName: owner?.firstName,
        frequency: choice.frequency,
        preferences: choice,
        confirmLink: buildSettingsLink(deps.publicUrl, settingsKey, '?confirm=1'),
      });
    }

    const firstName = existing.mergeData.firstName ?? owner?.firstName;
    if (readDigestStatus(existing) === 'active') {
      if (!mayMail) return null;
      await tx
        .update(digestSubscriptions)
        .set({ confirmationSentAt: now })
        .where(eq(digestSubscriptions.id, existing.id));
      return buildDigestAlreadySubscribedMessage({
        to: existing.email,
        firstName,
        frequency: existing.frequency,
        preferences: existing,
        settingsLink: buildSettingsLink(deps.publicUrl, existing.settingsKey),
      });
    }

    // Unconfirmed, or unsubscribed and asking again: the new choice waits for the owner's click.
    await tx
      .update(digestSubscriptions)
      .set({
        ...choice,
        confirmedAt: null,
        unsubscribedAt: null,
        userId: existing.userId ?? owner?.id ?? null,
        mergeData:
          owner && !existing.mergeData.firstName
            ? { ...existing.mergeData, firstName: owner.firstName }
            : existing.mergeData,
        ...(mayMail ? { confirmationSentAt: now } : {}),
      })
      .where(eq(digestSubscriptions.id, existing.id));
    if (!mayMail) return null;
    return buildDigestConfirmMessage({
      to: existing.email,
      firstName,
      frequency: choice.frequency,
      preferences: choice,
      confirmLink: buildSettingsLink(deps.publicUrl, existing.settingsKey, '?confirm=1'),
    });
  });
}

/** The signed-in user, when the address is the one of their verified account. */
async function findSignedInOwner(deps: DigestDeps, userId: string | null, email: string) {
  if (!userId) return null;
  const user = await findDigestOwner(deps, userId);
  return user?.isEmailVerified && user.email.toLowerCase() === email ? user : null;
}
