import type { BehaviourLogEntry, Locale, OperationLogEntry } from '@ies/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../i18n';
import { translateKnownError } from '../../../i18n/translateError';
import { behaviourName, moduleName, operationName, operationTarget } from '../utils/describeLog';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const time = (value: string) => dayjs(value).format(TIME_FORMAT);

function ResultTag({ success, t }: { success: boolean; t: TFunction }) {
  return (
    <Tag color={success ? 'green' : 'red'}>{t(success ? 'systemLog.success' : 'systemLog.failure')}</Tag>
  );
}

/** The raw request behind a row's "details" toggle: what the server stored, for whoever needs it. */
export function LogDetails({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="ies-log-details" data-testid="log-details">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', gap: 8 }}>
          <dt style={{ minWidth: 96, color: 'rgba(0,0,0,0.45)' }}>{label}</dt>
          <dd style={{ margin: 0 }}>
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {value}
            </Typography.Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A column that says a stored code in words of the current language. */
function wordsColumn<T>(
  title: string,
  field: 'module' | 'action',
  width: number | undefined,
  say: (value: string, locale: Locale) => string,
): ColumnsType<T>[number] {
  const locale = currentLocale();
  return { title, dataIndex: field, key: field, width, render: (value: string) => say(value, locale) };
}

export function operationDetails(row: OperationLogEntry, t: TFunction) {
  return (
    <LogDetails
      rows={[
        [t('systemLog.request'), row.action],
        [t('systemLog.params'), JSON.stringify(row.params, null, 2)],
        [t('systemLog.status'), String(row.status_code)],
        [t('systemLog.errorCode'), row.error_code ?? '-'],
        ['Request ID', row.request_id],
      ]}
    />
  );
}

export function behaviourDetails(row: BehaviourLogEntry, t: TFunction) {
  return (
    <LogDetails
      rows={[
        [t('systemLog.action'), `${row.module} / ${row.action}`],
        [t('systemLog.params'), JSON.stringify(row.params, null, 2)],
      ]}
    />
  );
}

/** Operation rows in words: module, action and its target; the error as its message. */
export function operationColumns(t: TFunction): ColumnsType<OperationLogEntry> {
  return [
    { title: t('systemLog.time'), dataIndex: 'created_at', key: 'time', width: 170, render: time },
    { title: t('systemLog.user'), dataIndex: 'username', key: 'user', width: 130 },
    wordsColumn(t('systemLog.module'), 'module', 150, moduleName),
    wordsColumn(t('systemLog.action'), 'action', 200, operationName),
    {
      title: t('systemLog.target'),
      key: 'target',
      // A width of its own: an ellipsis column without one is squeezed to a letter.
      width: 200,
      ellipsis: { showTitle: true },
      render: (_, row) => operationTarget(row.params) ?? '-',
    },
    {
      title: t('systemLog.result'),
      key: 'result',
      width: 200,
      render: (_, row) => {
        const message = row.error_code ? translateKnownError(row.error_code) : null;
        return (
          <Space size={4}>
            <ResultTag success={row.result === 'success'} t={t} />
            {message ? (
              <Tooltip title={row.error_code}>
                <span>{message}</span>
              </Tooltip>
            ) : row.error_code ? (
              <span>{row.error_code}</span>
            ) : null}
          </Space>
        );
      },
    },
    { title: t('systemLog.ip'), dataIndex: 'ip', key: 'ip', width: 130 },
  ];
}

export function behaviourColumns(t: TFunction): ColumnsType<BehaviourLogEntry> {
  return [
    { title: t('systemLog.time'), dataIndex: 'created_at', key: 'time', width: 170, render: time },
    { title: t('systemLog.user'), dataIndex: 'username', key: 'user', width: 140 },
    wordsColumn(t('systemLog.module'), 'module', 140, moduleName),
    wordsColumn(t('systemLog.action'), 'action', undefined, behaviourName),
    {
      title: t('systemLog.result'),
      dataIndex: 'result',
      key: 'result',
      width: 100,
      render: (value: string) => <ResultTag success={value === 'success'} t={t} />,
    },
    { title: t('systemLog.ip'), dataIndex: 'ip', key: 'ip', width: 130 },
  ];
}
