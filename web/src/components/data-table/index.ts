export {DataTable, type TColumn, type TDataTableProps} from './data-table';
export {TablePagination} from './table-pagination';
export {pickerPersonColumns} from './picker-columns';
