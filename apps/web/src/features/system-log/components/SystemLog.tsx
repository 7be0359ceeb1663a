import type { BehaviourLogEntry, LogFilterQuery, LogResult, OperationLogEntry } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, Table, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../ui/feedback';
import { pagedTableProps } from '../../../ui/pagedTable';
import { downloadLog, fetchBehaviourLog, fetchOperationLog } from '../api/systemLog';
import { type LogScreenState, type LogTab, readLogState, writeLogState } from '../utils/logFilters';
import { behaviourColumns, behaviourDetails, operationColumns, operationDetails } from './logColumns';
import { systemLogKeys } from '../api/systemLogKeys';

const PAGE_SIZE = 20;

/** The free-text filters and the width of their boxes. */
const TEXT_FILTERS = [
  ['user', 140],
  ['module', 140],
  ['action', 160],
] as const;

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** SystemManagement/SystemLog: the operation log and the behaviour log, filtered in the URL, exportable. */
export function SystemLog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readLogState(params);
  const [draft, setDraft] = useState<LogFilterQuery>(state.filter);
  const [exporting, setExporting] = useState(false);
  const query = { ...state.filter, current_page: state.page, page_size: PAGE_SIZE };

  const operations = useQuery({
    queryKey: systemLogKeys.operations(query),
    queryFn: () => fetchOperationLog(query),
    enabled: state.tab === 'operations',
    placeholderData: keepPreviousData,
  });
  const behaviours = useQuery({
    queryKey: systemLogKeys.behaviours(query),
    queryFn: () => fetchBehaviourLog(query),
    enabled: state.tab === 'behaviours',
    placeholderData: keepPreviousData,
  });

  const go = (next: Partial<LogScreenState>) => setParams(writeLogState({ ...state, ...next }));
  const range: [Dayjs, Dayjs] | null = draft.from && draft.to ? [dayjs(draft.from), dayjs(draft.to)] : null;

  const exportFile = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadLog(state.tab, state.filter), `${state.tab}-log.xlsx`);
    } catch {
      void feedback.message.error(t('systemLog.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const pageControl = { page: state.page, pageSize: PAGE_SIZE, onChange: (page: number) => go({ page }) };

  return (
    <div className="ies-admin" data-testid="system-log">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('systemLog.title')}</h2>
      </div>
      <Space wrap className="ies-admin-filter">
        <DatePicker.RangePicker
          showTime
          aria-label={t('systemLog.timeRange')}
          value={range}
          onChange={(values) =>
            setDraft({
              ...draft,
              from: values?.[0]?.toISOString() ?? undefined,
              to: values?.[1]?.toISOString() ?? undefined,
            })
          }
        />
        {TEXT_FILTERS.map(([field, width]) => (
          <Input
            key={field}
            allowClear
            placeholder={t(`systemLog.${field}`)}
            aria-label={t(`systemLog.${field}`)}
            value={draft[field] ?? ''}
            onChange={(e) => setDraft({ ...draft, [field]: e.target.value || undefined })}
            style={{ width }}
          />
        ))}
        <Select
          aria-label={t('systemLog.result')}
          value={draft.result ?? ''}
          onChange={(value: '' | LogResult) => setDraft({ ...draft, result: value || undefined })}
          style={{ width: 120 }}
          options={[
            { value: '', label: t('systemLog.anyResult') },
            { value: 'success', label: t('systemLog.success') },
            { value: 'failure', label: t('systemLog.failure') },
          ]}
        />
        <Button type="primary" onClick={() => go({ filter: draft, page: 1 })}>
          {t('systemLog.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            go({ filter: {}, page: 1 });
          }}
        >
          {t('systemLog.reset')}
        </Button>
        <Button loading={exporting} onClick={() => void exportFile()}>
          {t('systemLog.export')}
        </Button>
      </Space>
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => go({ tab: tab as LogTab, page: 1 })}
        items={[
          {
            key: 'operations',
            label: t('systemLog.operations'),
            children: (
              <Table<OperationLogEntry>
                rowKey="id"
                size="middle"
                columns={operationColumns(t)}
                expandable={{ expandedRowRender: (row) => operationDetails(row, t) }}
                loading={operations.isFetching}
                scroll={{ x: 1260 }}
                {...pagedTableProps(operations.data, pageControl)}
              />
            ),
          },
          {
            key: 'behaviours',
            label: t('systemLog.behaviours'),
            children: (
              <Table<BehaviourLogEntry>
                rowKey="id"
                size="middle"
                columns={behaviourColumns(t)}
                expandable={{ expandedRowRender: (row) => behaviourDetails(row, t) }}
                loading={behaviours.isFetching}
                scroll={{ x: 1000 }}
                {...pagedTableProps(behaviours.data, pageControl)}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
