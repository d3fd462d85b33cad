import { imageUrl } from '#domain/content/image-sizes.ts';

/** A startup or investor logo from the image service, with initials when there is none. */
export function LogoImage({ image, name, size = 48 }: { image: string | null; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (!image) {
    const initials = name
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return (
      <span
        aria-hidden="true"
        style={style}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-slate-200 font-bold text-slate-600"
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={imageUrl('thumbnail', image)}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      className="shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
    />
  );
}
