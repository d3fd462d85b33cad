/** docs/product.md, Constants: page description meta is at most 200 characters. */
export const META_DESCRIPTION_MAX = 200;
export const SITE_NAME = 'Nordhub';

const ELLIPSIS = '…';
/** Punctuation that looks wrong right before the ellipsis ('Nordic, …'). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u;

/**
 * Collapses whitespace and, when the text is longer than `max`, cuts it at the last word boundary
 * so that the result including the ellipsis is at most `max` characters (UTF-16 code units, which
 * is never fewer than what Google counts). A single word longer than the limit is cut mid-word.
 */
export function cutMetaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  if (max < 1) return '';
  const room = max - ELLIPSIS.length;
  // The character just past the room tells whether the cut already falls between two words.
  const isAtBoundary = collapsed[room] === ' ';
  let cut = collapsed.slice(0, room);
  if (!isAtBoundary) {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  cut = dropLoneHighSurrogate(cut).replace(TRAILING_PUNCTUATION, '');
  return `${cut}${ELLIPSIS}`;
}

/** `<title>`: 'Backend developer | Nordhub', or just 'Nordhub' without a page title. */
export function buildPageTitle(title: string, siteName: string = SITE_NAME): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed} | ${siteName}` : siteName;
}

function dropLoneHighSurrogate(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}
