const HAS_HTTP_SCHEME = /^https?:\/\//i;

/**
 * docs/product.md, Validation: a website URL lacking http:// or https:// gets http:// prepended. Blank stays ''.
 * A protocol-relative '//host' becomes 'http://host' rather than 'http:////host'.
 */
export function normalizeWebsite(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  if (HAS_HTTP_SCHEME.test(trimmed)) return trimmed;
  return `http://${trimmed.replace(/^\/\//, '')}`;
}
