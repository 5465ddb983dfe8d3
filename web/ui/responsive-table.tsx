import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's cells (alignment, wrapping). */
  className?: string;
}

/**
 * A table on a wide screen, a list of cards on a phone: the same <table> (so screen readers and tests read one
 * table), each row shown as a card with every cell under its column's name.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  /** The table's name for screen readers (its heading says it to everyone else). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <table aria-label={label} className="w-full text-left text-sm max-sm:block">
      <thead className="text-slate-600 max-sm:sr-only">
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className="py-2 pr-4">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3"
          >
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={`py-2 pr-4 max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] ${column.className ?? ''}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
