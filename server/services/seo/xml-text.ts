/**
 * XML 1.0 allows tab, newline, carriage return and the code points from U+0020 on, except the
 * surrogates and U+FFFE/U+FFFF. User text may carry the others, and one of them makes the whole
 * document unreadable, so they are dropped.
 */
function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

function dropNonXmlCharacters(text: string): string {
  let result = '';
  // Iterating a string yields code points: a pair of surrogates is one, a lone one stays alone.
  for (const character of text) {
    if (isXmlCharacter(character.codePointAt(0) ?? 0)) result += character;
  }
  return result;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return dropNonXmlCharacters(text).replace(/[&<>"']/gu, (c) => ENTITIES[c] ?? c);
}

/** An absolute URL of this site: always from the configured public URL, never a request's Host. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}
