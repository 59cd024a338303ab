export { DataTable, type TColumn, type TDataTableProps, type TSelection } from './data-table';
export { TablePagination } from './table-pagination';
export { SortHeader } from './sort-header';
