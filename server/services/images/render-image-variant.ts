import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_QUALITY,
  type ImageVariant,
  isImageScale,
  ORIGINAL_IMAGE_SIZE,
  resolveImageVariant,
} from '#domain/content/image-sizes.ts';
import { AppError } from '#domain/errors.ts';
import {
  type FileStorage,
  isValidStorageKey,
  writeFileAtomically,
} from '../../adapters/storage/local-disk-storage.ts';

export type ImageOutputFormat = 'webp' | 'jpeg' | 'png';
/** GIF is only ever served as the untouched original; renders never produce it. */
export type ServedImageFormat = ImageOutputFormat | 'gif';

export const IMAGE_CONTENT_TYPES: Record<ServedImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export type RenderImageVariantDeps = {
  storage: FileStorage;
  /** Where rendered variants are kept, e.g. `${dataDir}/cache/images`. */
  cacheDir: string;
  /** Told when a rendered variant cannot be cached (the render itself still succeeds). */
  log?: { warn: (details: object, message: string) => void };
};

export type RenderImageVariantInput = {
  /** A name from IMAGE_SIZES, or 'original'. */
  size: string;
  key: string;
  scale?: number | undefined;
  /** Asked for explicitly (`?format=`); wins over content negotiation. */
  format?: ImageOutputFormat | undefined;
  /** The client's Accept header lists image/webp. */
  acceptsWebp?: boolean | undefined;
};

export type RenderedImage = {
  data: Buffer;
  format: ServedImageFormat;
  contentType: string;
  isFromCache: boolean;
};

/**
 * Bump when the rendering changes (sizes, qualities, encoder options): cached files of the old
 * version are then never read again, so no stale variant can be served under an immutable URL.
 */
const RENDER_VERSION = 'v1';
/** About 50 megapixels: larger than any phone camera's default, small enough for this machine's RAM. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Uploads are stored at most this long on their longest edge: the largest variant served is a cover
 * at 2x (3200 px wide), so more pixels would only cost disk and render time.
 */
const MAX_STORED_EDGE = 3200;
const UPLOAD_QUALITY = 90;
const RENDER_TIMEOUT_SECONDS = 20;
/** Two renders at a time with one libvips thread each keeps this 2-core machine answering requests. */
const MAX_CONCURRENT_RENDERS = 2;
/**
 * At a few hundred milliseconds per render, a longer queue would outlast the 30 s request timeout:
 * better to say "try again" at once than to let the work pile up.
 */
const MAX_WAITING_RENDERS = 100;

/** What the stored original is, judged from its first bytes, never from the key's extension. */
export function detectImageFormat(data: Buffer): ServedImageFormat | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function renderImageVariant(
  deps: RenderImageVariantDeps,
  input: RenderImageVariantInput,
): Promise<RenderedImage> {
  const plan = planRender(input);
  // A bad key is answered like a missing file: it says nothing about what exists on disk.
  if (!isValidStorageKey(input.key)) throw imageNotFound();

  if (plan.kind === 'stored') {
    const original = await readOriginal(deps.storage, input.key);
    return { ...describe(original.data, original.format), isFromCache: false };
  }

  const cachePath = path.join(deps.cacheDir, RENDER_VERSION, plan.cacheDir, input.key);
  const cached = await readCachedVariant(cachePath);
  if (cached) return { ...cached, isFromCache: true };

  let render = inFlightRenders.get(cachePath);
  if (!render) {
    render = renderAndCache(deps, input.key, plan, cachePath).finally(() =>
      inFlightRenders.delete(cachePath),
    );
    inFlightRenders.set(cachePath, render);
  }
  return { ...(await render), isFromCache: false };
}

type RenderPlan =
  | { kind: 'stored' }
  | {
      kind: 'render';
      /** null re-encodes the original at its own size. */
      box: ImageVariant | null;
      quality: number;
      /** undefined keeps the original's family (see chooseOutputFormat). */
      format: ImageOutputFormat | undefined;
      /** Relative directory of this variant in the cache; the key is appended below it. */
      cacheDir: string;
    };

function planRender(input: RenderImageVariantInput): RenderPlan {
  if (input.size === ORIGINAL_IMAGE_SIZE) {
    if (input.scale !== undefined && !isImageScale(input.scale)) throw invalidScale();
    // The original is served as stored unless a format is asked for by name: the point of
    // `original` is the exact upload (already re-encoded and stripped of metadata at upload time).
    if (input.format === undefined) return { kind: 'stored' };
    return {
      kind: 'render',
      box: null,
      quality: IMAGE_QUALITY,
      format: input.format,
      cacheDir: path.join(ORIGINAL_IMAGE_SIZE, input.format),
    };
  }
  const resolved = resolveImageVariant(input.size, input.scale);
  if (!resolved.ok)
    throw new AppError('VALIDATION', resolved.message, { [resolved.field]: [resolved.message] });
  const { variant } = resolved;
  const format = input.format ?? (input.acceptsWebp ? 'webp' : undefined);
  return {
    kind: 'render',
    box: variant,
    quality: variant.quality,
    format,
    cacheDir: path.join(`${variant.size}@${variant.scale}x`, format ?? 'auto'),
  };
}

type EncodedImage = { data: Buffer; format: ServedImageFormat; contentType: string };

function describe(data: Buffer, format: ServedImageFormat): EncodedImage {
  return { data, format, contentType: IMAGE_CONTENT_TYPES[format] };
}

function imageNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Image not found');
}

function invalidScale(): AppError {
  const message = 'Unsupported scale, use one of: 1, 1.5, 2';
  return new AppError('VALIDATION', message, { scale: [message] });
}

async function readOriginal(
  storage: FileStorage,
  key: string,
): Promise<{ data: Buffer; format: ServedImageFormat }> {
  const data = await storage.read(key);
  // Only raster formats we can decode safely; SVG, PDF and anything else under the same
  // storage root are never served as images.
  const format = data ? detectImageFormat(data) : null;
  if (!data || !format) throw imageNotFound();
  return { data, format };
}

async function readCachedVariant(cachePath: string): Promise<EncodedImage | null> {
  let data: Buffer;
  try {
    data = await fs.readFile(cachePath);
  } catch (error) {
    if (
      error instanceof Error &&
      'code' in error &&
      ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(String(error.code))
    ) {
      return null;
    }
    throw error;
  }
  const format = detectImageFormat(data);
  // A damaged cache file is rendered again rather than served.
  return format ? describe(data, format) : null;
}

/** Concurrent requests for the same variant share one render instead of each starting their own. */
const inFlightRenders = new Map<string, Promise<EncodedImage>>();

async function renderAndCache(
  deps: RenderImageVariantDeps,
  key: string,
  plan: Extract<RenderPlan, { kind: 'render' }>,
  cachePath: string,
): Promise<EncodedImage> {
  // A cheap check before queueing, so requests for missing files never wait behind real renders.
  if (!(await deps.storage.exists(key))) throw imageNotFound();
  const rendered = await runLimited(async () => {
    // While this render waited for a slot, an earlier one (e.g. another process) may have cached it.
    const cached = await readCachedVariant(cachePath);
    if (cached) return cached;
    const original = await readOriginal(deps.storage, key);
    return encodeVariant(original.data, plan);
  });
  try {
    await writeFileAtomically(cachePath, rendered.data);
  } catch (error) {
    // A full or read-only disk must not take images down: serve the render, just uncached.
    deps.log?.warn({ err: error, cachePath }, 'image variant not cached');
  }
  return rendered;
}

async function encodeVariant(
  original: Buffer,
  plan: Extract<RenderPlan, { kind: 'render' }>,
): Promise<EncodedImage> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({
    seconds: RENDER_TIMEOUT_SECONDS,
  });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw imageNotFound();
  }
  if (!RASTER_INPUTS.has(metadata.format) || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw imageNotFound();
  }

  // Apply the EXIF orientation before cropping, so the crop sees the picture the way people do.
  let pipeline = image.rotate();
  const { box } = plan;
  if (box?.fit === 'cover') {
    const target = fitCropWithoutEnlargement(box, metadata.autoOrient);
    pipeline = pipeline.resize(target.width, target.height, { fit: 'cover', position: 'attention' });
  } else if (box?.fit === 'inside') {
    pipeline = pipeline.resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
  }

  const format = plan.format ?? chooseOriginalFamily(metadata);
  pipeline = encodeAs(pipeline, format, plan.quality, metadata.hasAlpha);
  try {
    return describe(await pipeline.toBuffer(), format);
  } catch {
    // The header was readable but the pixel data is not (truncated or corrupt upload).
    throw imageNotFound();
  }
}

const RASTER_INPUTS = new Set<string>(['jpeg', 'png', 'webp', 'gif']);

/**
 * A crop keeps the box's aspect ratio but is never scaled up: a small source gives a smaller image
 * of the same shape (layouts stay stable, no blurry upscaling, fewer bytes).
 */
function fitCropWithoutEnlargement(
  box: { width: number; height: number },
  source: { width: number; height: number },
): { width: number; height: number } {
  const factor = Math.min(1, source.width / box.width, source.height / box.height);
  return {
    width: Math.max(1, Math.round(box.width * factor)),
    height: Math.max(1, Math.round(box.height * factor)),
  };
}

/**
 * Without WebP support the client gets the original's own family: JPEG stays JPEG, PNG stays PNG,
 * and WebP or GIF sources become PNG when they are transparent and JPEG when they are not.
 */
function chooseOriginalFamily(metadata: Metadata): ImageOutputFormat {
  if (metadata.format === 'jpeg') return 'jpeg';
  if (metadata.format === 'png') return 'png';
  return metadata.hasAlpha ? 'png' : 'jpeg';
}

function encodeAs(pipeline: Sharp, format: ImageOutputFormat, quality: number, hasAlpha: boolean): Sharp {
  if (format === 'webp') return pipeline.webp({ quality });
  if (format === 'png') return pipeline.png();
  // JPEG has no transparency; white matches the page background better than sharp's default black.
  const opaque = hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline;
  return opaque.jpeg({ quality });
}

/**
 * Checks an upload by its content and re-encodes it: only PNG, JPEG, WebP and GIF are accepted (never
 * SVG, which can carry script), metadata (EXIF with GPS positions, comments) is dropped, the EXIF
 * orientation is applied to the pixels, and oversized pictures are scaled down to what we ever serve.
 * GIFs are stored as PNG (first frame).
 */
export async function reencodeUpload(
  buffer: Buffer,
): Promise<{ data: Buffer; format: 'png' | 'jpeg' | 'webp' }> {
  const detected = detectImageFormat(buffer);
  if (!detected) throw unsupportedUpload();
  return runLimited(async () => {
    let metadata: Metadata;
    try {
      metadata = await sharp(buffer).metadata();
    } catch {
      throw unsupportedUpload();
    }
    // The decoder must agree with the magic bytes, so no file is accepted as one type and read as another.
    if (metadata.format !== detected) throw unsupportedUpload();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels');
    }
    const format = detected === 'gif' ? 'png' : detected;
    const pipeline = encodeAs(
      sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
        .rotate()
        .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: 'inside', withoutEnlargement: true }),
      format,
      UPLOAD_QUALITY,
      metadata.hasAlpha,
    );
    try {
      return { data: await pipeline.toBuffer(), format };
    } catch {
      throw unsupportedUpload();
    }
  });
}

function unsupportedUpload(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG, WebP or GIF image');
}

let running = 0;
const waiting: Array<() => void> = [];
let isSharpConfigured = false;

/**
 * Runs sharp work with at most MAX_CONCURRENT_RENDERS at a time; the rest wait in order. Uploads
 * (services/uploads) share it, so renders and re-encodes together never exceed it.
 */
export async function runLimited<T>(task: () => Promise<T>): Promise<T> {
  if (!isSharpConfigured) {
    isSharpConfigured = true;
    // One libvips thread per image: parallelism comes from the limit below, not from inside sharp.
    sharp.concurrency(1);
    // Inputs are fresh buffers and results live in the disk cache, so libvips' own cache only costs memory.
    sharp.cache(false);
  }
  if (running < MAX_CONCURRENT_RENDERS) {
    running += 1;
  } else {
    if (waiting.length >= MAX_WAITING_RENDERS) {
      throw new AppError('RATE_LIMITED', 'Too many images are being prepared, please try again shortly');
    }
    // The finishing task hands its slot straight to us, so `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
