export { ListCard } from './list-card';
export { PagedTable } from './paged-table';
export { pageRows, pagedQueryProps } from './paged-query';
