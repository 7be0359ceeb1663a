import type { Device, InitParam } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { fetchDeviceType, pushDeviceConfig } from '../api/devices';
import { deviceKeys, deviceTypeKeys } from '../api/deviceKeys';

function parseConfig(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Advanced configuration: the type's init parameters, and pushing a configuration to the device. */
export function DeviceAdvancedTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const type = useQuery({
    queryKey: deviceTypeKeys.detail(device.type_id),
    queryFn: () => fetchDeviceType(device.type_id),
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const params = type.data?.init_params ?? [];
    setText(JSON.stringify(Object.fromEntries(params.map((p) => [p.name, p.value])), null, 2));
  }, [type.data]);
  const push = useMutation({
    mutationFn: (config: Record<string, unknown>) => pushDeviceConfig(device.id, config),
    onSuccess: ({ request_id }) => {
      setProblem(null);
      message.success(t('devices.details.configPushed', { id: request_id }));
      void queryClient.invalidateQueries({ queryKey: deviceKeys.logs(device.id) });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });
  const handlePush = () => {
    const config = parseConfig(text);
    if (!config) return setProblem(t('devices.details.configBadJson'));
    push.mutate(config);
  };

  return (
    <div data-testid="device-advanced">
      <Typography.Title level={5}>{t('devices.details.initParams')}</Typography.Title>
      <Table<InitParam>
        rowKey="name"
        size="small"
        loading={type.isFetching}
        dataSource={type.data?.init_params ?? []}
        pagination={false}
        columns={[
          { title: t('devices.details.paramName'), dataIndex: 'name' },
          { title: t('devices.details.paramText'), dataIndex: 'zh', render: (v?: string) => v ?? '-' },
          { title: t('devices.details.paramType'), dataIndex: 'type' },
          { title: t('devices.details.paramValue'), dataIndex: 'value', render: (v: unknown) => String(v) },
        ]}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Typography.Text>{t('devices.details.configJson')}</Typography.Text>
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 16 }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="device-config-json"
        />
        {problem && <Alert type="error" showIcon title={problem} data-testid="device-config-error" />}
        <Button type="primary" onClick={handlePush} loading={push.isPending} data-testid="device-config-push">
          {t('devices.details.configPush')}
        </Button>
      </Space>
    </div>
  );
}
