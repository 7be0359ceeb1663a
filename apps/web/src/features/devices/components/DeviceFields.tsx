import { CONTROL_MODE_LABELS, CONTROL_MODES, enumOptions } from '@ies/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { useDeviceTypeOptions } from '../hooks/useDeviceTypes';
import { deviceFieldRule } from '../utils/deviceForm';
import { DevicePicker } from './DevicePicker';

/** The fields a user sets on a device, shared by add and edit; rules from the shared schema. */
export function DeviceFields({ deviceId }: { deviceId?: string }) {
  const { t } = useTranslation();
  const { options: typeOptions, types } = useDeviceTypeOptions();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('devices.fields.name')} required rules={[deviceFieldRule('name')]}>
          <Input data-testid="device-form-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="type_id"
          label={t('devices.fields.type')}
          required
          rules={[deviceFieldRule('type_id')]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={types.isFetching}
            options={typeOptions}
            data-testid="device-form-type"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="longitude"
          label={t('devices.fields.longitude')}
          rules={[deviceFieldRule('longitude', true)]}
        >
          <InputNumber style={{ width: '100%' }} min={-180} max={180} data-testid="device-form-longitude" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="latitude"
          label={t('devices.fields.latitude')}
          rules={[deviceFieldRule('latitude', true)]}
        >
          <InputNumber style={{ width: '100%' }} min={-90} max={90} data-testid="device-form-latitude" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="gateway_id"
          label={t('devices.fields.gateway')}
          rules={[deviceFieldRule('gateway_id', true)]}
        >
          <DevicePicker exclude={deviceId ? [deviceId] : []} data-testid="device-form-gateway" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="control_mode" label={t('devices.fields.controlMode')}>
          <Select allowClear options={enumOptions(CONTROL_MODES, CONTROL_MODE_LABELS, currentLocale())} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="firmware_version"
          label={t('devices.fields.firmware')}
          rules={[deviceFieldRule('firmware_version', true)]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="hardware_version"
          label={t('devices.fields.hardware')}
          rules={[deviceFieldRule('hardware_version', true)]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="serial_number"
          label={t('devices.fields.serial')}
          rules={[deviceFieldRule('serial_number', true)]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="ems_type"
          label={t('devices.fields.emsType')}
          rules={[deviceFieldRule('ems_type', true)]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="tz_offset_minutes"
          label={t('devices.fields.tzOffset')}
          rules={[deviceFieldRule('tz_offset_minutes', true)]}
        >
          <InputNumber style={{ width: '100%' }} step={60} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="description"
          label={t('devices.fields.description')}
          rules={[deviceFieldRule('description', true)]}
        >
          <Input.TextArea rows={3} data-testid="device-form-description" />
        </Form.Item>
      </Col>
    </Row>
  );
}
