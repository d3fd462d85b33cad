/**
 * Job descriptions are stored in a small markdown subset (never HTML):
 * - paragraphs separated by blank lines (single line breaks join with a space, as in markdown);
 * - lines starting with '- ' are bullet list items;
 * - lines starting with '## ' are headings;
 * - `**bold**` inline; an unmatched '**' stays literal.
 * Any other character, '<script>' included, is plain text.
 */
export type RichInline = { text: string; bold: boolean };
export type RichBlock =
  | { type: 'heading'; content: RichInline[] }
  | { type: 'paragraph'; content: RichInline[] }
  | { type: 'list'; items: RichInline[][] };

const HEADING_PREFIX = '## ';
const LIST_ITEM_PREFIX = '- ';
const BOLD_MARKER = '**';

export function parseRichText(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraphLines: string[] = [];
  let listItems: RichInline[][] = [];

  const flushParagraph = () => {
    if (paragraphLines.length > 0) {
      blocks.push({ type: 'paragraph', content: parseRichInline(paragraphLines.join(' ')) });
      paragraphLines = [];
    }
  };
  const flushList = () => {
    if (listItems.length > 0) {
      blocks.push({ type: 'list', items: listItems });
      listItems = [];
    }
  };

  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
    } else if (hasPrefix(line, HEADING_PREFIX)) {
      flushParagraph();
      flushList();
      const content = parseRichInline(line.slice(HEADING_PREFIX.length).trim());
      if (content.length > 0) blocks.push({ type: 'heading', content });
    } else if (hasPrefix(line, LIST_ITEM_PREFIX)) {
      flushParagraph();
      const item = parseRichInline(line.slice(LIST_ITEM_PREFIX.length).trim());
      if (item.length > 0) listItems.push(item);
    } else {
      flushList();
      paragraphLines.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Inline text → runs of plain and bold text. Pairs of '**' toggle bold; a last unpaired one is text. */
export function parseRichInline(text: string): RichInline[] {
  const parts = text.split(BOLD_MARKER);
  // An even part count means an odd number of markers: the last marker has no partner.
  if (parts.length % 2 === 0) {
    const tail = parts.splice(-2, 2).join(BOLD_MARKER);
    parts.push(tail);
  }
  const runs: RichInline[] = [];
  parts.forEach((part, index) => {
    if (!part) return;
    const bold = index % 2 === 1;
    const previous = runs[runs.length - 1];
    if (previous && previous.bold === bold) previous.text += part;
    else runs.push({ text: part, bold });
  });
  return runs;
}

/** Safe HTML for JSON-LD and emails: every character of the text is escaped, tags come only from the rules. */
export function richTextToHtml(text: string): string {
  return parseRichText(text)
    .map((block) => {
      if (block.type === 'heading') return `<h3>${inlineToHtml(block.content)}</h3>`;
      if (block.type === 'paragraph') return `<p>${inlineToHtml(block.content)}</p>`;
      return `<ul>${block.items.map((item) => `<li>${inlineToHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('');
}

/** Plain text for meta descriptions and search indexing: blocks split by blank lines, items by line. */
export function richTextToPlain(text: string): string {
  return parseRichText(text)
    .map((block) =>
      block.type === 'list' ? block.items.map(inlineToPlain).join('\n') : inlineToPlain(block.content),
    )
    .join('\n\n');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function inlineToHtml(runs: RichInline[]): string {
  return runs
    .map((run) => (run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text)))
    .join('');
}

function inlineToPlain(runs: RichInline[]): string {
  return runs.map((run) => run.text).join('');
}

/** The line is trimmed, so a bare '##' or '-' is an empty heading or item, not text. */
function hasPrefix(line: string, prefix: string): boolean {
  return line.startsWith(prefix) || line === prefix.trimEnd();
}
