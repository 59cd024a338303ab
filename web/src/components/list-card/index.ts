export { ListCard } from './list-card';
export { PagedTable } from './paged-table';
