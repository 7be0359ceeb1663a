import type { ColumnsType } from 'antd/es/table/interface';

/** Columns showing a field as it is, keyed by the field: `{ field: title }`, in that order. */
export function textColumns<T>(titles: Partial<Record<keyof T & string, string>>): ColumnsType<T> {
  return Object.entries(titles).map(([field, title]) => ({
    title: title as string,
    dataIndex: field,
    key: field,
  }));
}
