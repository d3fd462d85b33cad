/**
 * What an image upload must be (docs/product.md, Calls `POST /upload/image` and `/upload/{type}`, field
 * `file_upload`): PNG, JPEG or WebP judged by its first bytes (never by its name or the type the
 * browser declares), at most 8 MB, at most 40 megapixels and at least 64×64 pixels. The server
 * enforces every rule; the browser checks the size first so nobody waits for a refusal. Zod-free:
 * the upload field imports it in the browser.
 */

export const IMAGE_UPLOAD_TYPES = ['png', 'jpeg', 'webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** For the file input's `accept` (a hint for the file chooser; the content decides). */
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp';

export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Width × height: a decoded 40 MP image is 160 MB of RGBA, about the most this machine should hold. */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
export const IMAGE_UPLOAD_MIN_EDGE = 64;

/** The multipart field name docs/product.md, Calls, gives uploads. */
export const UPLOAD_FIELD_NAME = 'file_upload';

/** `POST /api/upload/{type}`: what the picture is for (`image` is the general route). */
export const UPLOAD_KINDS = ['image', 'logo', 'gallery', 'team'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a PNG, JPEG or WebP image';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 8 MB';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'The image has more than 40 megapixels, please use a smaller one';
export const IMAGE_TOO_SMALL_MESSAGE = `The image must be at least ${IMAGE_UPLOAD_MIN_EDGE}×${IMAGE_UPLOAD_MIN_EDGE} pixels`;
export const NO_IMAGE_MESSAGE = 'Please choose an image to upload';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/**
 * The image type by its magic bytes, or null for anything else (HTML, SVG, GIF, PDF, a truncated
 * header). A JPEG starts FF D8 FF; a PNG with its 8-byte signature; a WebP is a RIFF container
 * whose form type at byte 8 is "WEBP".
 */
export function detectImageType(bytes: Uint8Array): ImageUploadType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The refusal for an image of these dimensions, or null when they are fine. */
export function checkImageDimensions(
  width: number,
  height: number,
): { reason: 'too-many-pixels' | 'too-small'; message: string } | null {
  if (width * height > IMAGE_UPLOAD_MAX_PIXELS) {
    return { reason: 'too-many-pixels', message: IMAGE_TOO_MANY_PIXELS_MESSAGE };
  }
  if (width < IMAGE_UPLOAD_MIN_EDGE || height < IMAGE_UPLOAD_MIN_EDGE) {
    return { reason: 'too-small', message: IMAGE_TOO_SMALL_MESSAGE };
  }
  return null;
}

/**
 * Keys of stored uploads: `uploads/<2 hex>/<32 hex>.webp`. The two-character folder spreads files
 * over 256 directories; the name is 128 random bits, so keys cannot be guessed or enumerated.
 */
export const UPLOAD_KEY_PATTERN = /^uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY_PATTERN.test(key);
}
