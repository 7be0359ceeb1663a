import { typeLabel } from '../utils/typeLabel';
import { type Device, SUB_DEVICES_PER_OPERATION } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { addSubDevices, fetchDevices, removeSubDevices } from '../api/devices';
import { DevicePicker } from './DevicePicker';
import { DeviceStatusTag } from './DeviceStatusTag';
import { pagedTableProps } from '../../../ui/pagedTable';
import { deviceKeys } from '../api/deviceKeys';

/** Sub-devices of a gateway: list, add and remove up to 20 at a time. */
export function DeviceSubDevicesTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const children = useQuery({
    queryKey: deviceKeys.subDevices(device.id, page),
    queryFn: () => fetchDevices({ gateway_id: device.id, current_page: page, page_size: 20 }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  const onError = (error: unknown) => {
    const ids =
      (error instanceof ApiError ? (error.data as { device_ids?: string[] })?.device_ids : undefined) ?? [];
    setFailure(
      `${error instanceof ApiError ? error.message : String(error)}${ids.length ? `: ${ids.join(', ')}` : ''}`,
    );
  };
  const add = useMutation({
    mutationFn: () => addSubDevices(device.id, adding),
    onSuccess: () => {
      setAdding([]);
      setFailure(null);
      void message.success(t('devices.common.saved'));
      refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => removeSubDevices(device.id, selected),
    onSuccess: () => {
      setSelected([]);
      setFailure(null);
      void message.success(t('devices.common.saved'));
      refresh();
    },
    onError,
  });
  const tooMany = (ids: string[]) => ids.length > SUB_DEVICES_PER_OPERATION;

  if (device.gateway_id) return <Alert type="info" showIcon title={t('devices.details.notGateway')} />;

  return (
    <div data-testid="device-sub-devices">
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ minWidth: 360 }}>
          <DevicePicker
            multiple
            exclude={[device.id]}
            value={adding}
            onChange={(ids: never) => setAdding(ids as string[])}
            placeholder={t('devices.details.subDeviceIds')}
            data-testid="sub-device-picker"
          />
        </div>
        <Button
          type="primary"
          disabled={adding.length === 0 || tooMany(adding)}
          loading={add.isPending}
          onClick={() => add.mutate()}
          data-testid="sub-device-add"
        >
          {t('devices.details.addSubDevices')}
        </Button>
        <Button
          danger
          disabled={selected.length === 0 || tooMany(selected)}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          data-testid="sub-device-remove"
        >
          {t('devices.details.removeSubDevices')}
        </Button>
      </Space>
      {(tooMany(adding) || tooMany(selected)) && <ErrorNote text={translateError('iot-device.10014')} />}
      <ErrorNote text={failure} testId="sub-device-error" />
      <Table<Device>
        rowKey="id"
        size="small"
        loading={children.isFetching}
        locale={{ emptyText: t('devices.details.subDevicesNone') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        {...pagedTableProps(children.data, { page, pageSize: 20, onChange: setPage })}
        columns={[
          { title: t('devices.fields.id'), dataIndex: 'id' },
          { title: t('devices.fields.name'), dataIndex: 'name' },
          {
            title: t('devices.fields.type'),
            dataIndex: 'type_name',
            render: (name: string) => typeLabel(name),
          },
          {
            title: t('devices.fields.status'),
            dataIndex: 'status',
            render: (status: Device['status']) => <DeviceStatusTag status={status} />,
          },
        ]}
      />
    </div>
  );
}
