export { DataTable } from './DataTable';
export type { DataTableAlign, DataTableColumn, DataTableProps } from './DataTable';
