/**
 * Forms with a CV (quick apply settings, the apply form) without JavaScript post the PDF inside the
 * multipart form (`cvUpload`). The page action hands it to the same upload service as
 * `POST /api/upload/cv` (content checks, limits, ownership row) and puts the stored key where the
 * JavaScript form would have put it (`cvFile`, `cvFileName`), so one schema reads both.
 */
import { isAppError } from '#domain/errors.ts';
import type { PostedForm } from './form-action.server.ts';

type StoreCv = (fileName: string, data: Uint8Array) => Promise<{ key: string; fileName: string }>;

export const POSTED_CV_FIELD = 'cvUpload';

/**
 * Stores a posted CV and records its key in `form.values` (so a refused form comes back with the CV
 * already stored). Returns the field errors of a refused file; true when a file was stored.
 */
export async function attachPostedCv(
  form: PostedForm,
  store: StoreCv,
): Promise<{ fieldErrors: Record<string, string[]>; isStored: boolean }> {
  const value = form.formData.get(POSTED_CV_FIELD);
  if (!(value instanceof File) || value.size === 0) return { fieldErrors: {}, isStored: false };
  try {
    const stored = await store(value.name, new Uint8Array(await value.arrayBuffer()));
    form.values.cvFile = stored.key;
    form.values.cvFileName = stored.fileName;
    return { fieldErrors: {}, isStored: true };
  } catch (error) {
    if (!isAppError(error) || error.code === 'INTERNAL') throw error;
    return { fieldErrors: { cvFile: [error.message] }, isStored: false };
  }
}
