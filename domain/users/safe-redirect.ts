/**
 * docs/product.md, Pages auth modal: after sign-in the user goes to the `to` query target. Only paths on our own
 * origin are followed: a single leading '/', not '//' or '/\' (both mean another host to a
 * browser), and no control characters (browsers drop tabs and newlines, so '/\t/evil' is '//evil').
 * Anything else goes to '/'.
 */
export function toSafeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (!value.startsWith('/')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return '/';
  return value;
}
