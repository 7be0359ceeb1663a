import type { DeviceLogEntry } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { fetchDeviceLogs } from '../api/devices';
import { deviceKeys } from '../api/deviceKeys';

const LEVEL_COLOURS: Record<string, string> = { error: 'red', warn: 'orange', info: 'blue' };
const REFRESH_MS = 10_000;

/** The device's last 1000 log entries (events, logs, status changes, rejected data) and rejection counts. */
export function DeviceLogsTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const logs = useQuery({
    queryKey: deviceKeys.logs(deviceId),
    queryFn: () => fetchDeviceLogs(deviceId),
    refetchInterval: REFRESH_MS,
  });
  const label = (group: 'kinds' | 'reasons', key: string) => {
    const path = `devices.logs.${group}.${key}`;
    return i18n.exists(path) ? t(path as never) : key;
  };
  const describe = (entry: DeviceLogEntry) => {
    if (entry.kind === 'ingest_error') {
      const data = (entry.data ?? {}) as { point?: string | null; detail?: string | null };
      return [label('reasons', entry.code ?? ''), data.point, data.detail].filter(Boolean).join(' · ');
    }
    if (entry.kind === 'status') return entry.code ?? '';
    return [entry.code, entry.message, entry.data ? JSON.stringify(entry.data) : null]
      .filter(Boolean)
      .join(' · ');
  };

  if (logs.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={logs.error instanceof ApiError ? logs.error.message : String(logs.error)}
      />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="device-logs">
      {logs.data && logs.data.rejected.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="device-logs-rejected"
          title={t('devices.logs.rejected')}
          description={logs.data.rejected.map((row) => (
            <div key={row.reason}>
              {t('devices.logs.rejectedCount', {
                reason: label('reasons', row.reason),
                count: row.count,
                at: dayjs(row.last_at).format('YYYY-MM-DD HH:mm:ss'),
              })}
            </div>
          ))}
        />
      )}
      <Table<DeviceLogEntry>
        rowKey="id"
        size="small"
        loading={logs.isPending}
        dataSource={logs.data?.list ?? []}
        locale={{ emptyText: t('devices.logs.none') }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          {
            title: t('devices.logs.time'),
            dataIndex: 'ts',
            width: 190,
            render: (ts: string) => dayjs(ts).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('devices.logs.kind'),
            dataIndex: 'kind',
            width: 140,
            render: (kind: string) => label('kinds', kind),
          },
          {
            title: t('devices.logs.level'),
            dataIndex: 'level',
            width: 90,
            render: (level: string | null) =>
              level ? <Tag color={LEVEL_COLOURS[level]}>{level}</Tag> : null,
          },
          {
            title: t('devices.logs.content'),
            key: 'content',
            render: (_, entry) => <Typography.Text>{describe(entry)}</Typography.Text>,
          },
        ]}
      />
    </Space>
  );
}
