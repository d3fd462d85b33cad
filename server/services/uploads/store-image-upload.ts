import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { imageUrl } from '#domain/content/image-sizes.ts';
import {
  checkImageDimensions,
  detectImageType,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS,
  NO_IMAGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadKind,
} from '#domain/content/image-upload-rules.ts';
import { AppError } from '#domain/errors.ts';
import { uploads } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { runLimited } from '../images/render-image-variant.ts';

export type StoredImage = { key: string; url: string; width: number; height: number };

/** The longest edge kept: the largest variant served is a cover at 2x (3200 px wide). */
const MAX_STORED_EDGE = 3200;
const WEBP_QUALITY = 85;
const ENCODE_TIMEOUT_SECONDS = 20;

/**
 * Stores an uploaded picture (logo, gallery, team photo) for `ownerUserId`:
 *  - PNG, JPEG or WebP by its magic bytes (a renamed HTML file or an SVG is refused with 415), and
 *    the decoder must read the same format;
 *  - at most 8 MB (413); the header's size is checked before any pixel is decoded: at most 40
 *    megapixels and at least 64×64 (422), and sharp's `limitInputPixels` holds the same line while
 *    decoding, so a small file declaring a huge canvas (a pixel bomb) is never expanded;
 *  - re-encoded to WebP with the EXIF orientation applied and every metadata block (EXIF with GPS
 *    positions, XMP, ICC, comments) dropped, at most 3200 px on its longest edge;
 *  - stored under a random key `uploads/<2 hex>/<32 hex>.webp`, with an `uploads` row naming its
 *    owner (forms may attach only their own uploads). The row and the file are written together: a
 *    failed write leaves no row. A refusal stores nothing.
 */
export async function storeImageUpload(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  input: { ownerUserId: string; kind: UploadKind; data: Uint8Array },
): Promise<StoredImage> {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  if (data.length === 0) throw new AppError('VALIDATION', NO_IMAGE_MESSAGE);
  if (data.length > IMAGE_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const type = detectImageType(data);
  if (!type) throw unsupported();

  const encoded = await runLimited(async () => {
    let metadata: Metadata;
    try {
      // Reads the header only (no pixel is decoded), so the size can be told apart from a bad file.
      metadata = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupported();
    }
    if (metadata.format !== type) throw unsupported();
    const refusal = checkImageDimensions(metadata.width, metadata.height);
    if (refusal) throw new AppError('VALIDATION', refusal.message);
    try {
      return await sharp(data, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' })
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
        .rotate()
        .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // The header was readable but the pixels are not (truncated, corrupt or hostile data).
      throw unsupported();
    }
  });

  const name = crypto.randomBytes(16).toString('hex');
  const key = `uploads/${name.slice(0, 2)}/${name}.webp`;
  const { width, height } = encoded.info;
  await deps.db.transaction(async (tx) => {
    await tx.insert(uploads).values({
      storageKey: key,
      ownerUserId: input.ownerUserId,
      kind: input.kind,
      contentType: 'image/webp',
      bytes: encoded.data.length,
      width,
      height,
      createdAt: deps.now(),
    });
    await deps.storage.write(key, encoded.data);
  });
  return { key, url: imageUrl('original', key), width, height };
}

function unsupported(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
}
