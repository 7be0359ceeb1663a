import { CONTROL_MODE_LABELS, CONTROL_MODES, enumOptions } from '@ies/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import type { I18nKey } from '../../../i18n/keys';
import { useDeviceTypeOptions } from '../hooks/useDeviceTypes';
import { deviceFieldRule } from '../utils/deviceForm';
import { DevicePicker } from './DevicePicker';

type DeviceField = Parameters<typeof deviceFieldRule>[0];

interface FieldSpec {
  name: DeviceField;
  label: I18nKey;
  input: ReactNode;
  /** Set on every device; the others may stay empty. */
  required?: boolean;
  /** The description takes the whole row. */
  wide?: boolean;
  /** A plain choice with nothing to check. */
  unchecked?: boolean;
}

const FULL = { width: '100%' };

/** The fields a user sets on a device, shared by add and edit; rules from the shared schema. */
export function DeviceFields({ deviceId }: { deviceId?: string }) {
  const { t } = useTranslation();
  const { options: typeOptions, types } = useDeviceTypeOptions();
  const fields: FieldSpec[] = [
    {
      name: 'name',
      label: 'devices.fields.name',
      required: true,
      input: <Input data-testid="device-form-name" />,
    },
    {
      name: 'type_id',
      label: 'devices.fields.type',
      required: true,
      input: (
        <Select
          showSearch
          optionFilterProp="label"
          loading={types.isFetching}
          options={typeOptions}
          data-testid="device-form-type"
        />
      ),
    },
    {
      name: 'longitude',
      label: 'devices.fields.longitude',
      input: <InputNumber style={FULL} min={-180} max={180} data-testid="device-form-longitude" />,
    },
    {
      name: 'latitude',
      label: 'devices.fields.latitude',
      input: <InputNumber style={FULL} min={-90} max={90} data-testid="device-form-latitude" />,
    },
    {
      name: 'gateway_id',
      label: 'devices.fields.gateway',
      input: <DevicePicker exclude={deviceId ? [deviceId] : []} data-testid="device-form-gateway" />,
    },
    {
      name: 'control_mode',
      label: 'devices.fields.controlMode',
      unchecked: true,
      input: <Select allowClear options={enumOptions(CONTROL_MODES, CONTROL_MODE_LABELS, currentLocale())} />,
    },
    { name: 'firmware_version', label: 'devices.fields.firmware', input: <Input /> },
    { name: 'hardware_version', label: 'devices.fields.hardware', input: <Input /> },
    { name: 'serial_number', label: 'devices.fields.serial', input: <Input /> },
    { name: 'ems_type', label: 'devices.fields.emsType', input: <Input /> },
    {
      name: 'tz_offset_minutes',
      label: 'devices.fields.tzOffset',
      input: <InputNumber style={FULL} step={60} />,
    },
    {
      name: 'description',
      label: 'devices.fields.description',
      wide: true,
      input: <Input.TextArea rows={3} data-testid="device-form-description" />,
    },
  ];
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={field.wide ? undefined : 12}>
          <Form.Item
            name={field.name}
            label={t(field.label)}
            required={field.required}
            rules={field.unchecked ? undefined : [deviceFieldRule(field.name, !field.required)]}
          >
            {field.input}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
