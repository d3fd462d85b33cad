// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../auth/zod-jitless.ts';

/**
 * The digest schemas for the browser, loaded on demand (see use-digest-form.ts): zod stays out of
 * the pages' first-load JavaScript, and the forms check exactly what the server checks.
 */
export { DigestPreferencesInput, DigestSubscribeInput } from '#domain/digest/digest.schema.ts';
