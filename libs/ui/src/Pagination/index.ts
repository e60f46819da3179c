export { Pagination } from './Pagination';
export type { ArrowSide, PaginationProps } from './Pagination';
