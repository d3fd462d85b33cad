import { eq } from 'drizzle-orm';
import type { QuickApplyProfile } from '#domain/applications/applying.schema.ts';
import { AppError } from '#domain/errors.ts';
import { applicants, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** Where a talent downloads their own saved CV. */
export const OWN_CV_URL = '/api/applicant/cv';

export type ApplicantRow = typeof applicants.$inferSelect;

/** The user's talent profile row with the account's name and address, or null without a profile. */
export async function readApplicantWithAccount(deps: Pick<ServiceDeps, 'db'>, userId: string) {
  const [row] = await deps.db
    .select({
      applicant: applicants,
      firstName: users.firstName,
      lastName: users.lastName,
      accountEmail: users.email,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.userId, userId))
    .limit(1);
  return row?.applicant.enabled ? row : null;
}

export function toQuickApplyProfile(row: NonNullable<Awaited<ReturnType<typeof readApplicantWithAccount>>>) {
  const { applicant } = row;
  const name = applicant.name ?? `${row.firstName} ${row.lastName}`.trim();
  const email = applicant.email ?? row.accountEmail;
  const cv = applicant.cvFile
    ? {
        fileName: applicant.cvFileName ?? 'cv.pdf',
        uploadedAt: applicant.cvUploadedAt?.toISOString() ?? null,
        downloadUrl: OWN_CV_URL,
      }
    : null;
  return {
    name,
    email,
    phone: applicant.phone,
    linkedinUrl: applicant.linkedinUrl,
    intro: applicant.intro,
    preferredCountryCodes: applicant.preferredCountryCodes,
    preferredRoles: applicant.preferredRoles,
    cv,
    isComplete: name !== '' && email !== '' && cv !== null,
  } satisfies QuickApplyProfile;
}

/**
 * The signed-in talent's quick apply settings (docs/product.md, Quick apply: `/client/applicant/settings`): what every
 * application starts from. The name and address fall back to the account's. NOT_FOUND without a
 * talent profile (`POST /api/applicant` creates it).
 */
export async function getQuickApply(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
): Promise<QuickApplyProfile> {
  const row = await readApplicantWithAccount(deps, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Create your talent profile first');
  return toQuickApplyProfile(row);
}
