import type { z } from 'zod';
import type { UploadKind } from '#domain/content/image-upload-rules.ts';
import { AppError } from '#domain/errors.ts';
import { FORM_FIX_MESSAGE, issueFieldErrors, type PostedForm } from './form-action.server.ts';
import { attachPostedImages } from './posted-images.server.ts';

/**
 * A blog post's form as posted (portal and back office): without JavaScript the cover comes inside
 * the multipart form (`coverFile`) and is stored through the upload service (content check,
 * re-encoding, ownership row), with JavaScript its uploaded key (`coverImage`). Then the schema the
 * API uses reads it; every refusal (a bad picture included) comes back at once, beside its field.
 */
export async function readBlogPostForm<S extends z.ZodType>(
  form: PostedForm,
  schema: S,
  storeImage: (kind: UploadKind, data: Uint8Array) => Promise<{ key: string }>,
): Promise<z.output<S>> {
  const fileErrors = await attachPostedImages(form, storeImage, {
    singles: [{ field: 'coverImage', file: 'coverFile', kind: 'image' }],
    hasGallery: false,
    rows: { prefix: 'noRows', kind: 'image' },
  });
  const parsed = schema.safeParse(form.values);
  const fieldErrors = { ...(parsed.success ? {} : issueFieldErrors(parsed.error.issues)), ...fileErrors };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION', FORM_FIX_MESSAGE, fieldErrors);
  }
  return parsed.data;
}
