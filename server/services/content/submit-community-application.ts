import {
  COMMUNITY_APPLICATION_THANKS,
  type CommunityApplicationInput,
} from '#domain/content/community-application.schema.ts';
import { AppError } from '#domain/errors.ts';
import { CAPTCHA_MESSAGE } from '#domain/users/auth.schema.ts';
import { communityApplications } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { buildCommunityApplicationMessage } from '../mail/templates/community-application.ts';

/**
 * Stores a community program application and queues its mail to the team (TEAM_EMAIL) in the same
 * transaction (docs/product.md, Content pages): a failure leaves neither. The captcha is checked
 * first; a refused one stores nothing (422 on `reCaptchaResponse`).
 */
export async function submitCommunityApplication(
  deps: PortalDeps,
  input: CommunityApplicationInput,
  options: { remoteIp?: string } = {},
): Promise<{ id: string; message: string }> {
  if (!deps.captcha) throw new Error('the community program needs the captcha in its deps');
  if (!(await deps.captcha.verify(input.reCaptchaResponse, { remoteIp: options.remoteIp }))) {
    throw new AppError('VALIDATION', CAPTCHA_MESSAGE, { reCaptchaResponse: [CAPTCHA_MESSAGE] });
  }
  const row =
    input.kind === 'startup'
      ? {
          kind: input.kind,
          name: input.contactName,
          email: input.email.toLowerCase(),
          companyName: input.companyName,
          website: input.website,
          stage: input.stage,
          linkedinUrl: null,
          role: null,
          why: input.why,
        }
      : {
          kind: input.kind,
          name: input.name,
          email: input.email.toLowerCase(),
          companyName: null,
          website: null,
          stage: null,
          linkedinUrl: input.linkedinUrl,
          role: input.role,
          why: input.why,
        };
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(communityApplications)
      .values({ ...row, createdAt: deps.now() })
      .returning({ id: communityApplications.id });
    if (!created) throw new Error('insert returned no application');
    await deps.mail.send(
      buildCommunityApplicationMessage({
        to: deps.teamEmail ?? 'team@nordhub.localhost',
        ...row,
        adminLink: new URL('/admin/community', deps.publicUrl).href,
      }),
      { db: tx },
    );
    return created.id;
  });
  return { id, message: COMMUNITY_APPLICATION_THANKS };
}
