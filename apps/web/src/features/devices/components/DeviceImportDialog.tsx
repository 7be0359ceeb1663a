import type { DeviceImportResult } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { importDevicesJson, importDevicesXlsx } from '../api/devices';
import { importRowErrors, serverFields } from '../utils/fieldErrors';

interface Props {
  onClose: () => void;
  onImported: () => void;
}

class BadJsonError extends Error {}

async function importFile(file: File): Promise<DeviceImportResult> {
  if (file.name.toLowerCase().endsWith('.json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      throw new BadJsonError();
    }
    // Both `{ devices: [...] }` and a bare array are accepted; the server checks every row.
    const rows = Array.isArray(parsed) ? parsed : (parsed as { devices?: unknown })?.devices;
    return importDevicesJson(Array.isArray(rows) ? rows : []);
  }
  return importDevicesXlsx(file);
}

/** Import from xlsx or JSON: all or nothing; the failing rows the server names are listed. */
export function DeviceImportDialog({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<DeviceImportResult | null>(null);
  const run = useMutation({
    mutationFn: importFile,
    onSuccess: (answer) => {
      setResult(answer);
      onImported();
    },
  });
  const error = run.error;
  const rows = importRowErrors(serverFields(error));

  return (
    <Modal
      open
      title={t('devices.import.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('devices.common.ok')}</Button>}
      width={720}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('devices.import.hint')}</Typography.Paragraph>
        <Upload
          accept=".xlsx,.xls,.json"
          showUploadList={false}
          beforeUpload={(file) => {
            setResult(null);
            run.mutate(file);
            return false;
          }}
        >
          <Button loading={run.isPending} data-testid="device-import-choose">
            {t('devices.import.choose')}
          </Button>
        </Upload>
        {error instanceof BadJsonError && <Alert type="error" showIcon title={t('devices.import.badJson')} />}
        {error instanceof ApiError && (
          <Alert type="error" showIcon title={error.message} data-testid="device-import-error" />
        )}
        {rows.length > 0 && (
          <>
            <Typography.Text>{t('devices.import.failedRows')}</Typography.Text>
            <Table
              size="small"
              rowKey={(row) => `${row.row}.${row.column}.${row.message}`}
              dataSource={rows}
              pagination={false}
              data-testid="device-import-rows"
              columns={[
                { title: t('devices.import.row'), dataIndex: 'row', width: 80 },
                { title: t('devices.import.column'), dataIndex: 'column', width: 160 },
                { title: t('devices.import.problem'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
        {result && (
          <>
            <Alert type="success" showIcon title={t('devices.import.done', { count: result.imported })} />
            <Typography.Text>{t('devices.import.keysHint')}</Typography.Text>
            <Table
              size="small"
              rowKey="id"
              dataSource={result.keys}
              pagination={false}
              data-testid="device-import-keys"
              columns={[
                { title: t('devices.fields.id'), dataIndex: 'id' },
                {
                  title: t('devices.fields.key'),
                  dataIndex: 'key',
                  render: (key: string) => <Typography.Text copyable>{key}</Typography.Text>,
                },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
