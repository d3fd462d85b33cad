import { cvAttachmentName } from '#domain/applications/pipeline-rules.ts';
import { AppError } from '#domain/errors.ts';
import type { PortalDeps } from '../deps.ts';
import { requireCompanyApplication } from './require-company-application.ts';

/**
 * The CV sent with an application (`GET …/applications/{id}/cv`), for the startup's members and
 * admins only. Anything else (another startup's member, an anonymised application, no CV, a file
 * gone from storage) is the same 404.
 */
export async function readApplicationCv(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  userId: string,
  key: string,
  applicationId: string,
): Promise<{ data: Buffer; fileName: string }> {
  const { application } = await requireCompanyApplication(deps, userId, key, applicationId);
  if (application.anonymizedAt || !application.cvFile) throw new AppError('NOT_FOUND', 'CV not found');
  let data: Buffer | null;
  try {
    data = await deps.storage.read(application.cvFile);
  } catch (error) {
    // A stored key the storage refuses is a missing file to the member, never a 500.
    if (error instanceof AppError) throw new AppError('NOT_FOUND', 'CV not found');
    throw error;
  }
  if (!data) throw new AppError('NOT_FOUND', 'CV not found');
  return { data, fileName: cvAttachmentName(application.cvFileName) };
}
