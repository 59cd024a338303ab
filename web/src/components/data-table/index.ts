export { DataTable } from './data-table';
export type { TColumn, TDataTableProps } from './table-types';
export { TablePagination } from './table-pagination';
export { pickerPersonColumns } from './picker-columns';
