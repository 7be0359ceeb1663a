import { SUB_DEVICES_PER_OPERATION } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { useNavigate } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { addSubDevices, createDevice } from '../api/devices';
import {
  type DeviceFormValues,
  DEVICE_CODE_FIELDS,
  deviceFieldRule,
  generateDeviceKey,
  toCreateInput,
} from '../utils/deviceForm';
import { DEVICE_LIST_ROUTE, deviceDetailsPath } from '../utils/paths';
import { DeviceFields } from './DeviceFields';
import { DeviceKeyResult } from './DeviceKeyResult';
import { DevicePicker } from './DevicePicker';
import { deviceKeys } from '../api/deviceKeys';

interface Created {
  id: string;
  key: string;
  subDeviceError?: string;
}

/** DeviceManager/DeviceList/DeviceAdd: the new device's key is shown once, with copy. */
export default function DeviceAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DeviceFormValues>();
  const [created, setCreated] = useState<Created | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const save = useMutation({
    mutationFn: async (values: DeviceFormValues): Promise<Created> => {
      const device = await createDevice(toCreateInput(values));
      const subIds = values.sub_device_ids ?? [];
      if (subIds.length === 0) return { id: device.id, key: device.key };
      try {
        await addSubDevices(device.id, subIds);
        return { id: device.id, key: device.key };
      } catch (error) {
        // The device exists: its key must still be shown; the sub-devices can be added on its detail.
        return {
          id: device.id,
          key: device.key,
          subDeviceError: error instanceof ApiError ? error.message : String(error),
        };
      }
    },
    onSuccess: (answer) => {
      setCreated(answer);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
    onError: (error) => {
      // Field errors land at their field (scrolled to); the rest shows in the alert at the top, scrolled to.
      const atField = applyServerErrors(form, error, { codeFields: DEVICE_CODE_FIELDS, toast: false });
      if (atField) setFailure(null);
      else {
        setFailure(error instanceof ApiError ? error.message : String(error));
        requestAnimationFrame(() =>
          failureRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
        );
      }
    },
  });

  const handleGenerate = () => {
    form.setFieldValue('key', generateDeviceKey());
    void form.validateFields(['key']);
  };

  if (created) {
    return (
      <Card data-testid="device-created">
        <Result
          status="success"
          title={t('devices.add.created')}
          subTitle={created.id}
          extra={
            <Space>
              <Button
                type="primary"
                onClick={() => navigate(deviceDetailsPath(created.id))}
                data-testid="device-created-details"
              >
                {t('devices.add.toDetails')}
              </Button>
              <Button onClick={() => navigate(containerPath(DEVICE_LIST_ROUTE))}>
                {t('devices.common.back')}
              </Button>
            </Space>
          }
        >
          <DeviceKeyResult deviceKey={created.key} />
          {created.subDeviceError && (
            <Alert
              style={{ marginTop: 12 }}
              type="error"
              showIcon
              title={`${t('devices.add.subDevicesFailed')} ${created.subDeviceError}`}
            />
          )}
        </Result>
      </Card>
    );
  }

  return (
    <Card title={t('devices.add.title')}>
      <div ref={failureRef} />
      <ErrorNote text={failure} gap={16} testId="device-add-error" />
      <Form<DeviceFormValues>
        form={form}
        layout="vertical"
        data-testid="device-add-form"
        scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
        initialValues={{ control_mode: 'cloud', sub_device_ids: [] }}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="id" label={t('devices.fields.id')} required rules={[deviceFieldRule('id')]}>
              <Input data-testid="device-form-id" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('devices.fields.key')} extra={t('devices.add.keyHint')}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="key" noStyle rules={[deviceFieldRule('key', true)]}>
                  <Input data-testid="device-form-key" />
                </Form.Item>
                <Button onClick={handleGenerate} data-testid="device-form-generate-key">
                  {t('devices.add.generate')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        <DeviceFields />
        <Form.Item
          name="sub_device_ids"
          label={t('devices.fields.subDevices')}
          extra={t('devices.add.subDevicesHint')}
          rules={[
            {
              validator: (_rule, value?: string[]) =>
                (value?.length ?? 0) > SUB_DEVICES_PER_OPERATION
                  ? Promise.reject(new Error(translateError('iot-device.10014')))
                  : Promise.resolve(),
            },
          ]}
        >
          <DevicePicker multiple data-testid="device-form-sub-devices" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="device-form-submit">
            {t('devices.add.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('devices.common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
