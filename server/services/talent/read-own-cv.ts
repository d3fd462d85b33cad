import { AppError } from '#domain/errors.ts';
import type { PortalDeps } from '../deps.ts';
import { readApplicantWithAccount } from './get-quick-apply.ts';

export type CvFile = { data: Buffer; fileName: string };

/** The signed-in talent's saved CV as stored (NOT_FOUND when there is none, or its file is gone). */
export async function readOwnCv(deps: Pick<PortalDeps, 'db' | 'storage'>, userId: string): Promise<CvFile> {
  const row = await readApplicantWithAccount(deps, userId);
  const key = row?.applicant.cvFile;
  if (!row || !key) throw new AppError('NOT_FOUND', 'You have no saved CV');
  const data = await deps.storage.read(key);
  if (!data) throw new AppError('NOT_FOUND', 'You have no saved CV');
  return { data, fileName: row.applicant.cvFileName ?? 'cv.pdf' };
}
