import { Button, Input, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localText } from './localText';
import type { TextVariants } from '@ies/contracts';

// The pieces of a list searched by name (prices, strategies): the name and page in the URL, the
// search bar and the edit / copy / delete row actions. Texts come from the feature's catalogue
// (`<ns>.common.*`, `<ns>.list.*`, `<ns>.fields.name`); test ids start with `testId`.

/** The name filter and page held in the URL, with the typed (not yet searched) name. */
export function useNameSearch() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(name);
  const go = (next: { name?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextName = next.name ?? name;
    if (nextName) search.set('name', nextName);
    if ((next.page ?? page) > 1) search.set('page', String(next.page ?? page));
    setParams(search);
  };
  const search = () => go({ name: draft.trim(), page: 1 });
  const reset = () => {
    setDraft('');
    go({ name: '', page: 1 });
  };
  return { name, page, draft, setDraft, go, search, reset };
}

interface NameSearchBarProps {
  /** The feature's catalogue namespace, e.g. `prices`. */
  ns: string;
  /** Test-id prefix, e.g. `price`. */
  testId: string;
  state: ReturnType<typeof useNameSearch>;
  /** Without it (the caller may not add) the bar offers no add button. */
  onAdd?: () => void;
}

/** Name box, search, reset and add. */
export function NameSearchBar({ ns, testId, state, onAdd }: NameSearchBarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        placeholder={t(`${ns}.list.namePlaceholder` as never)}
        aria-label={t(`${ns}.fields.name` as never)}
        value={state.draft}
        onChange={(event) => state.setDraft(event.target.value)}
        onPressEnter={state.search}
        style={{ width: 200 }}
        data-testid={`${testId}-filter-name`}
      />
      <Button type="primary" onClick={state.search} data-testid={`${testId}-search`}>
        {t(`${ns}.common.search` as never)}
      </Button>
      <Button onClick={state.reset}>{t(`${ns}.common.reset` as never)}</Button>
      {onAdd && (
        <Button type="primary" ghost onClick={onAdd} data-testid={`${testId}-add`}>
          {t(`${ns}.list.add` as never)}
        </Button>
      )}
    </Space>
  );
}

interface EditCopyDeleteProps {
  ns: string;
  testId: string;
  /** The row's name: in the test ids and the delete confirmation. */
  name: string;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
  /** The caller's rights (default: every action allowed); copy needs the right to create. */
  rights?: RowRights;
}

/** Which row actions the caller may take; an action not allowed is not offered. */
export interface RowRights {
  edit: boolean;
  copy: boolean;
  remove: boolean;
}

/** A row's edit, copy and (confirmed) delete links. */
export function EditCopyDelete({ ns, testId, name, onEdit, onCopy, onDelete, rights }: EditCopyDeleteProps) {
  const { t } = useTranslation();
  return (
    <>
      {rights?.edit !== false && (
        <Button type="link" size="small" data-testid={`${testId}-edit-${name}`} onClick={onEdit}>
          {t(`${ns}.common.edit` as never)}
        </Button>
      )}
      {rights?.copy !== false && (
        <Button type="link" size="small" data-testid={`${testId}-copy-${name}`} onClick={onCopy}>
          {t(`${ns}.common.copy` as never)}
        </Button>
      )}
      {rights?.remove !== false && (
        <Popconfirm
          title={t(`${ns}.list.confirmDelete` as never, { name })}
          okText={t(`${ns}.common.ok` as never)}
          cancelText={t(`${ns}.common.cancel` as never)}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" danger data-testid={`${testId}-delete-${name}`}>
            {t(`${ns}.common.delete` as never)}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}

interface UsageRow {
  station_count: number;
  remark: string | null;
  i18n?: TextVariants;
  updated_at: string;
}

/** The columns such a list ends with, before its actions: stations using the row, remark, last change. */
export function usageColumns<T extends UsageRow>(ns: string, t: (key: never) => string): ColumnsType<T> {
  return [
    { title: t(`${ns}.fields.stationCount` as never), key: 'station_count', dataIndex: 'station_count' },
    {
      title: t(`${ns}.fields.remark` as never),
      key: 'remark',
      ellipsis: true,
      render: (_, row) => localText(row, 'remark'),
    },
    {
      title: t(`${ns}.fields.updatedAt` as never),
      key: 'updated_at',
      dataIndex: 'updated_at',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];
}
