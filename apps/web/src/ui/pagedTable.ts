import type { TablePaginationConfig } from 'antd';

/** The part of a server page (`pagedSchema` of the contracts) a table shows. */
export interface ServerPage<T> {
  list: T[];
  pagination: { total_size: number };
}

export interface PageControl {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /**
   * Off unless the list lets the user pick the page size; `auto` offers it once there are more than
   * 50 rows (antd's own rule, which the order lists keep).
   */
  showSizeChanger?: boolean | 'auto';
}

/**
 * The rows of one server page and the antd Table pagination over all of them: spread into a
 * `<Table>` of every paged list, so each list does not write the same block again.
 */
export function pagedTableProps<T>(
  data: ServerPage<T> | undefined,
  control: PageControl,
): { dataSource: T[]; pagination: TablePaginationConfig } {
  const pagination: TablePaginationConfig = {
    current: control.page,
    pageSize: control.pageSize,
    total: data?.pagination.total_size ?? 0,
    onChange: control.onChange,
  };
  // Left out for `auto`, so antd decides from the total.
  if (control.showSizeChanger !== 'auto') pagination.showSizeChanger = control.showSizeChanger ?? false;
  return { dataSource: data?.list ?? [], pagination };
}
