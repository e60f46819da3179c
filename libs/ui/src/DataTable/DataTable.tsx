import type { ReactNode } from 'react';
import { TableBody, TableHeader } from 'react-aria-components';
import type { Key, TableProps } from 'react-aria-components';
import {
  EmptyState,
  StyledCell,
  StyledColumn,
  StyledRow,
  StyledTable,
  TableScroller,
} from './DataTable.styles';

/** Alignment of a column's cells: numbers and amounts align to the end. */
export type DataTableAlign = 'start' | 'end';

/** One column of a `DataTable`. */
export type DataTableColumn<T> = {
  /** Key of the column; also the `column` of the sort descriptor. */
  id: string;
  /** Visible header, which names the column's cells for screen readers. */
  title: ReactNode;
  /** Whether the header sorts the table when pressed (see `sortDescriptor`/`onSortChange`). */
  allowsSorting?: boolean;
  /** Whether this column's cells name their row (the first column when none is marked). */
  isRowHeader?: boolean;
  /** `start` (default) or `end`. */
  align?: DataTableAlign;
  /** Renders the cell; defaults to the row's property named by `id`, as text. */
  render?: (row: T) => ReactNode;
};

export type DataTableProps<T extends { id: Key }> = Omit<TableProps, 'children' | 'className' | 'style'> & {
  /** Accessible name of the table (or use `aria-labelledby` with a visible heading). */
  'aria-label'?: string;
  /** The columns, in reading order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows, already sorted and paged by the caller. */
  rows: readonly T[];
  /** Shown in place of the rows when there are none. */
  emptyState?: ReactNode;
};

function cellText<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render !== undefined) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return value === undefined || value === null ? '' : String(value);
}

function SortIcon() {
  return (
    <svg
      data-sort-icon=""
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 13V3M4 7l4-4 4 4" />
    </svg>
  );
}

/**
 * A data table (react-aria Table, `role="grid"`): arrow keys move between cells, sortable headers
 * set `aria-sort` and call `onSortChange`; the caller sorts `rows`. Pair with `Pagination` for pages.
 */
export function DataTable<T extends { id: Key }>({ columns, rows, emptyState, ...rest }: DataTableProps<T>) {
  const hasRowHeader = columns.some((column) => column.isRowHeader === true);
  return (
    <TableScroller>
      <StyledTable {...rest}>
        <TableHeader>
          {columns.map((column, index) => (
            <StyledColumn
              key={column.id}
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
              data-align={column.align ?? 'start'}
            >
              {({ allowsSorting }) => (
                <span data-column-title="">
                  {column.title}
                  {allowsSorting ? <SortIcon /> : null}
                </span>
              )}
            </StyledColumn>
          ))}
        </TableHeader>
        <TableBody
          items={rows}
          renderEmptyState={
            emptyState === undefined ? undefined : () => <EmptyState>{emptyState}</EmptyState>
          }
        >
          {(row) => (
            <StyledRow id={row.id}>
              {columns.map((column) => (
                <StyledCell key={column.id} data-align={column.align ?? 'start'}>
                  {cellText(row, column)}
                </StyledCell>
              ))}
            </StyledRow>
          )}
        </TableBody>
      </StyledTable>
    </TableScroller>
  );
}
