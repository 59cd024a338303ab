export { ListCard, type TListCardProps, type TListSearch } from './list-card';
export { PagedTable, type TPagedTableProps } from './paged-table';
