/**
 * The named image sizes of docs/product.md, Constants. Width and height are CSS pixels; the served image is
 * `scale` times larger so it stays sharp on dense screens.
 */
export const IMAGE_SIZE_NAMES = ['thumbnail', 'listing', 'large', 'cover', 'portrait'] as const;
export type ImageSizeName = (typeof IMAGE_SIZE_NAMES)[number];

/** `original` serves the stored upload itself (no resize). */
export const ORIGINAL_IMAGE_SIZE = 'original';
export type ImageUrlSize = ImageSizeName | typeof ORIGINAL_IMAGE_SIZE;

export const IMAGE_SCALES = [1, 1.5, 2] as const;
export type ImageScale = (typeof IMAGE_SCALES)[number];

/** 'cover' crops to exactly the box; 'inside' keeps the whole picture within it. */
export type ImageFit = 'cover' | 'inside';

export type ImageSize = { width: number; height: number; fit: ImageFit; defaultScale: ImageScale };

export const IMAGE_SIZES = {
  // docs/product.md, Constants: "thumbnail 200x200 cropped at 1.5x": logos are shown small and mostly on dense screens.
  thumbnail: { width: 200, height: 200, fit: 'cover', defaultScale: 1.5 },
  listing: { width: 1200, height: 675, fit: 'cover', defaultScale: 1 },
  large: { width: 1200, height: 1200, fit: 'inside', defaultScale: 1 },
  cover: { width: 1600, height: 900, fit: 'cover', defaultScale: 1 },
  portrait: { width: 600, height: 1200, fit: 'cover', defaultScale: 1 },
} as const satisfies Record<ImageSizeName, ImageSize>;

/** docs/product.md, Constants: quality 60 when the scale is above 1 (the extra pixels hide the artefacts), else 80. */
export const IMAGE_QUALITY = 80;
export const IMAGE_QUALITY_HIGH_DENSITY = 60;

export type ImageVariant = {
  size: ImageSizeName;
  scale: ImageScale;
  /** Target box in real pixels (CSS size times scale). */
  width: number;
  height: number;
  fit: ImageFit;
  quality: number;
};

export type ResolveImageVariantResult =
  | { ok: true; variant: ImageVariant }
  | { ok: false; field: 'size' | 'scale'; message: string };

export function isImageSizeName(value: string): value is ImageSizeName {
  return (IMAGE_SIZE_NAMES as readonly string[]).includes(value);
}

export function isImageScale(value: number): value is ImageScale {
  return (IMAGE_SCALES as readonly number[]).includes(value);
}

/**
 * Turns the size name and optional scale of an image URL into the pixel box to render. Returns an
 * error result instead of throwing: the caller decides how a bad URL is answered.
 */
export function resolveImageVariant(size: string, scale: number | undefined): ResolveImageVariantResult {
  if (!isImageSizeName(size)) {
    return {
      ok: false,
      field: 'size',
      message: `Unknown image size, use one of: ${IMAGE_SIZE_NAMES.join(', ')}`,
    };
  }
  const box = IMAGE_SIZES[size];
  const effectiveScale = scale ?? box.defaultScale;
  if (!isImageScale(effectiveScale)) {
    return {
      ok: false,
      field: 'scale',
      message: `Unsupported scale, use one of: ${IMAGE_SCALES.join(', ')}`,
    };
  }
  return {
    ok: true,
    variant: {
      size,
      scale: effectiveScale,
      width: Math.round(box.width * effectiveScale),
      height: Math.round(box.height * effectiveScale),
      fit: box.fit,
      quality: effectiveScale > 1 ? IMAGE_QUALITY_HIGH_DENSITY : IMAGE_QUALITY,
    },
  };
}

/**
 * The URL of an image variant. The default scale is left out so each variant has one canonical URL
 * (one browser and CDN cache entry).
 */
export function imageUrl(size: ImageUrlSize, key: string, scale?: ImageScale): string {
  const path = `/images/${size}/${key.split('/').map(encodeURIComponent).join('/')}`;
  if (scale === undefined || size === ORIGINAL_IMAGE_SIZE || scale === IMAGE_SIZES[size].defaultScale) {
    return path;
  }
  return `${path}?scale=${scale}`;
}
