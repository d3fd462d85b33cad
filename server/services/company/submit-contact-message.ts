import {
  CONTACT_CAPTCHA_MESSAGE,
  CONTACT_SENT_MESSAGE,
  type ContactInput,
  type ContactResult,
} from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { buildContactMessageMail } from '../mail/templates/contact-message.ts';

/**
 * A message from the contact form (docs/product.md, Pages: `/contact`): the robot check first (a
 * refused or missing solution is 422 beside the captcha, nothing stored), then the message is
 * stored and its mail to the team (TEAM_EMAIL) queued in one transaction: both or neither.
 */
export async function submitContactMessage(
  deps: PortalDeps,
  input: ContactInput,
  options: { remoteIp?: string } = {},
): Promise<ContactResult> {
  const isHuman =
    deps.captcha !== undefined &&
    (await deps.captcha.verify(
      input.reCaptchaResponse,
      options.remoteIp ? { remoteIp: options.remoteIp } : {},
    ));
  if (!isHuman) {
    throw new AppError('VALIDATION', CONTACT_CAPTCHA_MESSAGE, {
      reCaptchaResponse: [CONTACT_CAPTCHA_MESSAGE],
    });
  }
  const teamEmail = deps.teamEmail;
  if (!teamEmail) throw new Error('TEAM_EMAIL is not configured');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        topic: input.topic,
        message: input.message,
        createdAt: deps.now(),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no contact message');
    await deps.mail.send(
      buildContactMessageMail({
        to: teamEmail,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        adminLink: new URL('/admin/contact', deps.publicUrl).href,
      }),
      { db: tx },
    );
    return row.id;
  });
  return { id, message: CONTACT_SENT_MESSAGE };
}
