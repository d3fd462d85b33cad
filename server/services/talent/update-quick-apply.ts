import { eq } from 'drizzle-orm';
import {
  CV_NOT_YOURS_MESSAGE,
  type QuickApplyProfile,
  type QuickApplyValues,
} from '#domain/applications/applying.schema.ts';
import { cleanCvFileName } from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import { applicants } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { deleteUnreferencedFiles } from '../privacy/anonymized-application.ts';
import { isOwnCvUpload } from '../uploads/store-cv-upload.ts';
import { getQuickApply, readApplicantWithAccount } from './get-quick-apply.ts';

/**
 * Saves the quick apply settings: name, address, phone, LinkedIn, intro, preferred countries and
 * roles, and the CV. A new CV must be one the user uploaded (`POST /api/upload/cv`); the saved CV
 * stays when none is given, and goes with `removeCv`. A replaced CV file is deleted once no
 * application refers to it any more (applications keep the CV they were sent with).
 */
export async function updateQuickApply(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  userId: string,
  values: QuickApplyValues,
): Promise<QuickApplyProfile> {
  const current = await readApplicantWithAccount(deps, userId);
  if (!current) throw new AppError('NOT_FOUND', 'Create your talent profile first');
  const before = current.applicant;
  let cv: { cvFile: string | null; cvFileName: string | null; cvUploadedAt: Date | null } = {
    cvFile: before.cvFile,
    cvFileName: before.cvFileName,
    cvUploadedAt: before.cvUploadedAt,
  };
  if (values.cvFile && values.cvFile !== before.cvFile) {
    if (!(await isOwnCvUpload(deps, userId, values.cvFile))) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', {
        cvFile: [CV_NOT_YOURS_MESSAGE],
      });
    }
    cv = { cvFile: values.cvFile, cvFileName: cleanCvFileName(values.cvFileName), cvUploadedAt: deps.now() };
  } else if (values.removeCv && !values.cvFile) {
    cv = { cvFile: null, cvFileName: null, cvUploadedAt: null };
  }
  const accountName = `${current.firstName} ${current.lastName}`.trim();
  await deps.db
    .update(applicants)
    .set({
      // The account's own name and address are not copied: they follow the account when it changes.
      name: values.name && values.name !== accountName ? values.name : null,
      email: values.email && values.email !== current.accountEmail.toLowerCase() ? values.email : null,
      phone: values.phone,
      linkedinUrl: values.linkedinUrl,
      intro: values.intro,
      preferredCountryCodes: values.preferredCountryCodes,
      preferredRoles: values.preferredRoles,
      ...cv,
      updatedAt: deps.now(),
    })
    .where(eq(applicants.userId, userId));
  if (before.cvFile && before.cvFile !== cv.cvFile) await deleteUnreferencedFiles(deps, [before.cvFile]);
  return getQuickApply(deps, userId);
}
