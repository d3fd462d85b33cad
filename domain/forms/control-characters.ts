/**
 * Text a person can type never holds control characters: C0 controls (U+0000–U+001F), DEL (U+007F)
 * or a lone UTF-16 surrogate (no character at all). PostgreSQL refuses NUL in text, so such input
 * used to end as a 500; it is refused up front instead, the same way for every input (issue 10).
 * Tab, line feed and carriage return belong to multi-line text (a textarea, a JSON body); URLs
 * (paths and query values) are single-line.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove invisible control characters from this text';

export type TextKind = 'singleLine' | 'multiLine';

/** True when `value` holds a character no typed text has (see above). */
export function hasControlCharacters(value: string, kind: TextKind): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    const isLineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if (!(kind === 'multiLine' && isLineBreakOrTab)) return true;
  }
  return !value.isWellFormed();
}

/**
 * The paths (`team.0.name`, or '_' for the value itself) of every string in a parsed value (JSON,
 * a query or a form) holding control characters; object keys count as text too. Bytes (a raw body)
 * are not text and are skipped. Stops after `limit` paths: a message needs no more.
 */
export function findControlCharacters(value: unknown, kind: TextKind, limit = 20): string[] {
  const found: string[] = [];
  const visit = (item: unknown, path: string[], depth: number) => {
    if (found.length >= limit || depth > 64) return;
    if (typeof item === 'string') {
      if (hasControlCharacters(item, kind)) found.push(path.join('.') || '_');
      return;
    }
    if (typeof item !== 'object' || item === null || ArrayBuffer.isView(item)) return;
    if (Array.isArray(item)) {
      item.forEach((entry, index) => {
        visit(entry, [...path, String(index)], depth + 1);
      });
      return;
    }
    for (const [key, entry] of Object.entries(item)) {
      if (hasControlCharacters(key, 'singleLine')) {
        if (found.length < limit) found.push([...path, '_key'].join('.'));
        continue;
      }
      visit(entry, [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return found;
}
