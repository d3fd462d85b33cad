/**
 * The privacy centre's CSV download: the same data as the JSON one, one value per line with the
 * section it belongs to (`section,item,field,value`), so a spreadsheet opens it as one table and
 * nested parts (an application's events) keep their place in `field` (`events.2.status`).
 */

export const EXPORT_CSV_HEADER = ['section', 'item', 'field', 'value'] as const;

type Row = [section: string, item: string, field: string, value: string];

/**
 * A cell as RFC 4180 writes it (quoted when it holds a comma, quote or line break). A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: the file is the person's own data, but it should never execute anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function flatten(value: unknown, path: string, out: [string, string][]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([path, '']);
    value.forEach((item, index) => {
      flatten(item, path ? `${path}.${index + 1}` : String(index + 1), out);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) out.push([path, '']);
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, out);
    return;
  }
  out.push([path, scalar(value)]);
}

/** Rows of one export: a top-level list gives one item per entry (1, 2, …), an object item ''. */
export function toExportRows(data: Record<string, unknown>): Row[] {
  const rows: Row[] = [];
  for (const [section, value] of Object.entries(data)) {
    if (Array.isArray(value)) {
      // An empty section still shows, so the file says there is nothing rather than leaving it out.
      if (value.length === 0) rows.push([section, '', '', '']);
      value.forEach((entry, index) => {
        const fields: [string, string][] = [];
        flatten(entry, '', fields);
        for (const [field, text] of fields) rows.push([section, String(index + 1), field, text]);
      });
      continue;
    }
    const fields: [string, string][] = [];
    flatten(value, '', fields);
    for (const [field, text] of fields) rows.push([section, '', field, text]);
  }
  return rows;
}

/** The whole CSV text (CRLF line ends, header first). */
export function toExportCsv(data: Record<string, unknown>): string {
  const lines = [EXPORT_CSV_HEADER.join(',')];
  for (const row of toExportRows(data)) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
