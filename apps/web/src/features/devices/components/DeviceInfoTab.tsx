import { typeLabel } from '../utils/typeLabel';
import { Allowed } from '../../access';
import { CONTROL_MODE_LABELS, type Device } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { FormDialog } from '../../../ui/FormDialog';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n';
import type { I18nKey } from '../../../i18n/keys';
import { useStation, stationRoutes } from '../../stations';
import { ApiError } from '../../../ui/apiError';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { changeDeviceKey, updateDevice } from '../api/devices';
import {
  type DeviceFormValues,
  deviceFieldRule,
  DEVICE_CODE_FIELDS,
  deviceServerErrors,
  generateDeviceKey,
  toUpdateInput,
} from '../utils/deviceForm';
import { formatTime } from './DeviceList';
import { DeviceFields } from './DeviceFields';
import { DeviceKeyResult } from './DeviceKeyResult';
import { DeviceStatusTag } from './DeviceStatusTag';
import { deviceKeys } from '../api/deviceKeys';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

/** The bound station by name, opening it; its id only while it loads or when the caller cannot read it. */
function StationName({ stationId }: { stationId: string | null }) {
  const station = useStation(stationId ?? '');
  if (!stationId) return <>-</>;
  return (
    <Link to={stationRoutes.detail(stationId)} data-testid="device-station">
      {station.data?.name ?? stationId}
    </Link>
  );
}

/** Every device field of B §3: its label, its value and the columns it spans. */
function infoItems(device: Device): Array<[I18nKey, ReactNode, number?]> {
  return [
    ['devices.fields.id', device.id],
    ['devices.fields.name', device.name],
    ['devices.fields.type', typeLabel(device.type_name)],
    ['devices.fields.status', <DeviceStatusTag key="status" status={device.status} />],
    ['devices.fields.onlineAt', formatTime(device.online_at)],
    ['devices.fields.offlineAt', formatTime(device.offline_at)],
    ['devices.fields.createdAt', formatTime(device.created_at)],
    ['devices.fields.station', <StationName key="station" stationId={device.station_id} />],
    ['devices.fields.gateway', orDash(device.gateway_id)],
    ['devices.fields.subDeviceCount', device.sub_device_count],
    ['devices.fields.longitude', orDash(device.longitude)],
    ['devices.fields.latitude', orDash(device.latitude)],
    ['devices.fields.firmware', orDash(device.firmware_version)],
    ['devices.fields.hardware', orDash(device.hardware_version)],
    ['devices.fields.serial', orDash(device.serial_number)],
    ['devices.fields.emsType', orDash(device.ems_type)],
    ['devices.fields.signal', orDash(device.signal_strength)],
    ['devices.fields.simData', orDash(device.sim_data_used)],
    ['devices.fields.sdStatus', orDash(device.sd_status)],
    ['devices.fields.controlMode', CONTROL_MODE_LABELS[device.control_mode][currentLocale()]],
    ['devices.fields.tzOffset', device.tz_offset_minutes],
    ['devices.fields.description', orDash(device.description), 2],
  ];
}

/** Info tab: every device field of B §3, edit, and a key change. */
export function DeviceInfoTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [changingKey, setChangingKey] = useState(false);
  return (
    <>
      <Allowed to="device:update">
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setEditing(true)} data-testid="device-edit">
            {t('devices.common.edit')}
          </Button>
          <Button onClick={() => setChangingKey(true)} data-testid="device-change-key">
            {t('devices.details.changeKey')}
          </Button>
        </Space>
      </Allowed>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid="device-info"
        items={infoItems(device).map(([label, children, span]) => ({
          key: label,
          label: t(label),
          children,
          span,
        }))}
      />
      {editing && <DeviceEditDialog device={device} onClose={() => setEditing(false)} />}
      {changingKey && <DeviceKeyDialog deviceId={device.id} onClose={() => setChangingKey(false)} />}
    </>
  );
}

function DeviceEditDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DeviceFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: DeviceFormValues) => updateDevice(device.id, toUpdateInput(values)),
    onSuccess: (updated) => {
      queryClient.setQueryData(deviceKeys.detail(device.id), updated);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      onClose();
    },
    onError: (error) => {
      // Offline-device refusals and the like belong to no single field: shown above the form.
      const atField = applyServerErrors(form, error, { codeFields: DEVICE_CODE_FIELDS, toast: false });
      setFailure(atField ? null : error instanceof ApiError ? error.message : String(error));
    },
  });
  return (
    <FormDialog
      form={form}
      words="devices.common"
      saving={save.isPending}
      onClose={onClose}
      width={760}
      title={t('devices.details.editTitle')}
      okText={t('devices.common.save')}
    >
      <ErrorNote text={failure} testId="device-edit-error" />
      <Form<DeviceFormValues>
        form={form}
        layout="vertical"
        scrollToFirstError
        initialValues={{
          ...device,
          gateway_id: device.gateway_id ?? undefined,
          longitude: device.longitude ?? undefined,
          latitude: device.latitude ?? undefined,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <DeviceFields deviceId={device.id} />
      </Form>
    </FormDialog>
  );
}

function DeviceKeyDialog({ deviceId, onClose }: { deviceId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ key?: string }>();
  const change = useMutation({
    mutationFn: (key?: string) => changeDeviceKey(deviceId, key),
    onError: (error) => {
      const fields = deviceServerErrors(error);
      form.setFields(
        fields.length > 0
          ? (fields as Parameters<typeof form.setFields>[0])
          : [{ name: 'key', errors: [error instanceof ApiError ? error.message : String(error)] }],
      );
    },
  });
  return (
    <Modal
      open
      title={t('devices.details.changeKey')}
      okText={change.data ? t('devices.common.ok') : t('devices.common.save')}
      cancelText={t('devices.common.cancel')}
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() => (change.data ? onClose() : form.submit())}
    >
      {change.data ? (
        <DeviceKeyResult deviceKey={change.data.key} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => change.mutate(values.key?.trim() || undefined)}
        >
          <Form.Item label={t('devices.details.newKey')} extra={t('devices.details.changeKeyHint')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="key" noStyle rules={[deviceFieldRule('key', true)]}>
                <Input data-testid="device-new-key" />
              </Form.Item>
              <Button onClick={() => form.setFieldValue('key', generateDeviceKey())}>
                {t('devices.add.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
