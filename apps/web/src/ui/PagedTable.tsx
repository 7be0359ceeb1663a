import { Table, type TableProps } from 'antd';
import { type PageControl, type ServerPage, pagedTableProps } from './pagedTable';

interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'rowKey'> {
  /** The server page shown; undefined until the first answer. */
  rows: ServerPage<T> | undefined;
  paging: PageControl;
  /** Fetching, or changing a row: the table shows its spinner. */
  busy: boolean;
}

/** A list's table over one server page, rows keyed by id. */
export function PagedTable<T extends { id: string }>({ rows, paging, busy, ...table }: PagedTableProps<T>) {
  return <Table<T> rowKey="id" loading={busy} {...table} {...pagedTableProps(rows, paging)} />;
}
