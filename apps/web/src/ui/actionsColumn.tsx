import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';

/** The last column of a list: its row actions, under `title`. */
export function actionsColumn<T>(
  title: string,
  render: (row: T) => ReactNode,
  width?: number,
): ColumnType<T> {
  return { title, key: 'actions', width, render: (_value, row) => render(row) };
}
