import { Space } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { actionsColumn } from './actionsColumn';
import { EditCopyDelete, type RowRights } from './NameSearchList';

interface NameSearchActions<T> {
  /** The feature's catalogue namespace (`<ns>.common.actions` is the title), e.g. `prices`. */
  ns: string;
  /** Test-id prefix, e.g. `price`. */
  testId: string;
  width: number;
  /** What the row offers before edit, copy and delete. */
  lead: (row: T) => ReactNode;
  onEdit: (row: T) => void;
  onCopy: (row: T) => void;
  onDelete: (row: T) => void;
  rights?: RowRights;
}

/** The actions column of a list searched by name (prices, strategies): its own lead, edit, copy, delete. */
export function nameSearchActions<T extends { name: string }>(
  t: (key: never) => string,
  { ns, testId, width, lead, onEdit, onCopy, onDelete, rights }: NameSearchActions<T>,
): ColumnType<T> {
  return actionsColumn<T>(
    t(`${ns}.common.actions` as never),
    (row) => (
      <Space size={4} style={{ whiteSpace: 'nowrap' }}>
        {lead(row)}
        <EditCopyDelete
          ns={ns}
          testId={testId}
          name={row.name}
          onEdit={() => onEdit(row)}
          onCopy={() => onCopy(row)}
          onDelete={() => onDelete(row)}
          rights={rights}
        />
      </Space>
    ),
    width,
  );
}
