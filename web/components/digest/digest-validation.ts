// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../auth/zod-jitless.ts';
import type { z } from 'zod';
import { type FieldErrorMap, firstErrors } from '../auth/form-field.tsx';

/**
 * The digest schemas for the browser, loaded on demand (see use-digest-form.ts): zod stays out of
 * the pages' first-load JavaScript, and the forms check exactly what the server checks.
 */
export { DigestPreferencesInput, DigestSubscribeInput } from '#domain/digest/digest.schema.ts';

/** `locations.2` and `locations` both belong to the countries group. */
export function zodFieldErrors(error: z.ZodError): FieldErrorMap {
  return firstErrors(error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]));
}
