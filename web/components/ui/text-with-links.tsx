import type { ReactNode } from 'react';

const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Plain text with its http(s) links made clickable; anything else stays text (React escapes it), so
 * HTML in the text is shown as written, never rendered. `external` links open with no referrer.
 */
export function TextWithLinks({ text, external = false }: { text: string; external?: boolean }) {
  const nodes: ReactNode[] = [];
  let lastIndex = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    nodes.push(text.slice(lastIndex, match.index));
    nodes.push(
      <a
        key={match.index}
        href={url}
        className="text-brand-700 underline"
        {...(external ? { rel: 'noopener noreferrer nofollow ugc' } : {})}
      >
        {url}
      </a>,
    );
    lastIndex = match.index + url.length;
  }
  nodes.push(text.slice(lastIndex));
  return <>{nodes}</>;
}
