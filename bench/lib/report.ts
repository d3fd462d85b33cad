/** Plain-text tables for the terminal. */

export type Align = 'left' | 'right';

export function formatTable(header: string[], rows: string[][], align: Align[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return align[i] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

export function rate(value: number): string {
  return value.toFixed(1);
}

export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** Bytes as KB with 1 KB = 1,000 bytes (the unit the targets use), plus the exact byte count. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
