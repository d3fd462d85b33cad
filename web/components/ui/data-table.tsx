import type { ReactNode } from 'react';

/** A column heading; `{ srOnly }` names a column only for screen readers (a column of buttons). */
export type DataTableColumn = string | { srOnly: string };

/**
 * A list as a table that scrolls sideways on narrow screens: its caption (for screen readers), its
 * column headings and the rows the page gives (`<tr>`s).
 */
export function DataTable({
  caption,
  columns,
  className = '',
  tableClassName = '',
  children,
}: {
  caption: ReactNode;
  columns: readonly DataTableColumn[];
  /** The wrapper's classes (margins). */
  className?: string;
  /** The table's own classes, e.g. its `min-w-[…]` before it scrolls. */
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto`.trim()}>
      <table className={`w-full ${tableClassName} text-left text-sm`.replace(/\s+/g, ' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="py-2 pr-4">
                  {column}
                </th>
              ) : (
                <th key={column.srOnly} scope="col" className="py-2 pr-4">
                  <span className="sr-only">{column.srOnly}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
