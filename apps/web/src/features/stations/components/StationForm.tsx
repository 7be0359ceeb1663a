import {
  CURRENCIES,
  CURRENCY_LABELS,
  STATION_ARCHITECTURE_LABELS,
  STATION_ARCHITECTURES,
  STATION_TYPE_LABELS,
  STATION_TYPES,
  type Station,
  type StationCreateInput,
  stationFormFields,
  TIME_ZONE_OFFSET_HOURS,
} from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { createStation, updateStation } from '../api/stations';
import { checkField, fieldRule } from '../../../ui/fieldRule';
import { labelIn } from '../utils/labels';
import { stationRoutes } from '../utils/routes';
import { TimeZoneSelect } from './TimeZoneSelect';
import { LocationPicker } from './LocationPicker';
import { PictureField, type StationPictureValue } from './PictureField';
import { stationKeys } from '../api/stationKeys';

export interface StationFormValues {
  name?: string;
  type?: string;
  architecture?: string;
  address?: string;
  contact?: string;
  contact_phone?: string;
  owner_name?: string;
  installed_capacity_kwh?: number | null;
  installed_power_kw?: number | null;
  price_per_kwh?: number | null;
  kwh_income?: number | null;
  currency?: string;
  subsidy_income?: number | null;
  total_cost?: number | null;
  longitude?: number | null;
  latitude?: number | null;
  tilt?: number | null;
  grid_connected_at?: Dayjs | null;
  tz_offset_hours?: number;
  time_zone?: string | null;
  emission_factor_kg_per_kwh?: number | null;
  pictures?: StationPictureValue[];
  comments?: string;
  debug?: boolean;
}

/** Station-level errors that belong to one field. */
const CODE_FIELDS: Record<string, string> = {
  'iot-station.10001': 'name',
  'iot-station.10004': 'architecture',
  'iot-station.10005': 'pictures',
  'iot-station.10007': 'pictures',
};

/** Server field names that the form shows under another name. */
const FIELD_ALIASES: Record<string, string> = { picture_ids: 'pictures' };

function initialValues(station?: Station): StationFormValues {
  if (!station) {
    return { architecture: 'single', currency: 'CNY', tz_offset_hours: 8, pictures: [], debug: false };
  }
  return {
    ...station,
    grid_connected_at: station.grid_connected_at ? dayjs(station.grid_connected_at) : null,
    pictures: station.pictures,
  };
}

/** The request body from the form, in the shape of the shared schema. */
export function toStationInput(values: StationFormValues): StationCreateInput {
  const orNull = (value: number | null | undefined) => (value === undefined ? null : value);
  return {
    name: values.name ?? '',
    type: values.type as StationCreateInput['type'],
    architecture: (values.architecture ?? 'single') as StationCreateInput['architecture'],
    address: values.address ?? '',
    contact: values.contact ?? '',
    contact_phone: values.contact_phone ?? '',
    owner_name: values.owner_name ?? '',
    installed_capacity_kwh: values.installed_capacity_kwh as number,
    installed_power_kw: values.installed_power_kw as number,
    price_per_kwh: values.price_per_kwh as number,
    kwh_income: orNull(values.kwh_income),
    currency: values.currency as StationCreateInput['currency'],
    subsidy_income: orNull(values.subsidy_income),
    total_cost: orNull(values.total_cost),
    longitude: orNull(values.longitude),
    latitude: orNull(values.latitude),
    tilt: orNull(values.tilt),
    grid_connected_at: values.grid_connected_at ? values.grid_connected_at.toISOString() : null,
    tz_offset_hours: values.tz_offset_hours ?? 8,
    time_zone: values.time_zone ?? null,
    emission_factor_kg_per_kwh: orNull(values.emission_factor_kg_per_kwh),
    picture_ids: (values.pictures ?? []).map((picture) => picture.id),
    comments: values.comments ?? '',
    debug: values.debug ?? false,
  };
}

/** StationAdd and StationEdit: every field checked by the shared schema; the server's refusals land at their field. */
export function StationForm({ station }: { station?: Station }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StationFormValues>();
  const handleServerError = useServerFormErrors(form, { codeFields: CODE_FIELDS, aliases: FIELD_ALIASES });
  const longitude = Form.useWatch('longitude', form);
  const latitude = Form.useWatch('latitude', form);
  const zone = Form.useWatch('time_zone', form);

  const save = useMutation({
    mutationFn: (values: StationFormValues) => {
      const input = toStationInput(values);
      return station ? updateStation(station.id, input) : createStation(input);
    },
    onSuccess: (saved) => {
      void message.success(t('stations.common.saved'));
      void queryClient.invalidateQueries({ queryKey: stationKeys.all });
      navigate(stationRoutes.detail(saved?.id ?? station?.id ?? ''));
    },
    onError: handleServerError,
  });

  const rule = (name: keyof typeof stationFormFields, empty?: unknown) => [
    fieldRule(stationFormFields[name], empty),
  ];
  const requiredMark = (name: keyof typeof stationFormFields) => ({ required: true, rules: rule(name) });
  const number = (name: keyof StationFormValues, label: string, md: number, required = false) => (
    <Col xs={24} md={md}>
      <Form.Item
        name={name}
        label={label}
        required={required}
        rules={rule(name as keyof typeof stationFormFields, required ? undefined : null)}
      >
        <InputNumber style={{ width: '100%' }} data-testid={`station-field-${name}`} />
      </Form.Item>
    </Col>
  );
  // Optional text may be left empty; `testId` off where the field never had one.
  const text = (
    name: keyof typeof stationFormFields,
    label: string,
    md: number,
    required: boolean,
    testId = true,
  ) => (
    <Col xs={24} md={md}>
      <Form.Item name={name} label={label} {...(required ? requiredMark(name) : { rules: rule(name, '') })}>
        <Input data-testid={testId ? `station-field-${name}` : undefined} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<StationFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(station)}
      onFinish={(values) => save.mutate(values)}
      data-testid="station-form"
      scrollToFirstError
    >
      <Card size="small" title={t('stations.form.basic')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {text('name', t('stations.fields.name'), 8, true)}
          <Col xs={24} md={8}>
            <Form.Item name="type" label={t('stations.fields.type')} {...requiredMark('type')}>
              <Select
                data-testid="station-field-type"
                options={STATION_TYPES.map((value) => ({
                  value,
                  label: labelIn(STATION_TYPE_LABELS, value),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="architecture"
              label={t('stations.fields.architecture')}
              rules={rule('architecture')}
            >
              <Select
                options={STATION_ARCHITECTURES.map((value) => ({
                  value,
                  label: labelIn(STATION_ARCHITECTURE_LABELS, value),
                }))}
              />
            </Form.Item>
          </Col>
          {text('address', t('stations.fields.address'), 12, true)}
          {text('owner_name', t('stations.fields.ownerName'), 12, false, false)}
          {text('contact', t('stations.fields.contact'), 12, true)}
          {text('contact_phone', t('stations.fields.contactPhone'), 12, false)}
          {number('installed_capacity_kwh', t('stations.fields.installedCapacity'), 8, true)}
          {number('installed_power_kw', t('stations.fields.installedPower'), 8, true)}
          <Col xs={24} md={8}>
            <Form.Item name="grid_connected_at" label={t('stations.fields.gridConnectionTime')}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t('stations.form.economics')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {number('price_per_kwh', t('stations.fields.pricePerKwh'), 8, true)}
          <Col xs={24} md={8}>
            <Form.Item name="currency" label={t('stations.fields.currency')} {...requiredMark('currency')}>
              <Select
                data-testid="station-field-currency"
                options={CURRENCIES.map((value) => ({ value, label: labelIn(CURRENCY_LABELS, value) }))}
              />
            </Form.Item>
          </Col>
          {number('kwh_income', t('stations.fields.kwhIncome'), 8)}
          {number('subsidy_income', t('stations.fields.subsidyIncome'), 8)}
          {number('total_cost', t('stations.fields.totalCost'), 8)}
          {number('emission_factor_kg_per_kwh', t('stations.fields.emissionFactor'), 8)}
        </Row>
      </Card>

      <Card size="small" title={t('stations.form.location')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {number('longitude', t('stations.fields.longitude'), 6)}
          {number('latitude', t('stations.fields.latitude'), 6)}
          {number('tilt', t('stations.fields.tilt'), 6)}
          <Col xs={24} md={6}>
            <Form.Item name="time_zone" label={t('stations.fields.ianaZone')} rules={rule('time_zone', null)}>
              <TimeZoneSelect
                onZone={(offset) => {
                  if (offset !== null) form.setFieldsValue({ tz_offset_hours: offset });
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="tz_offset_hours"
              label={t('stations.fields.timeZone')}
              rules={rule('tz_offset_hours')}
            >
              <Select
                disabled={Boolean(zone)}
                data-testid="station-field-tz"
                options={Array.from(
                  { length: TIME_ZONE_OFFSET_HOURS.max - TIME_ZONE_OFFSET_HOURS.min + 1 },
                  (_, index) => {
                    const hours = TIME_ZONE_OFFSET_HOURS.min + index;
                    return { value: hours, label: `UTC${hours < 0 ? '−' : '+'}${Math.abs(hours)}` };
                  },
                )}
              />
            </Form.Item>
          </Col>
        </Row>
        <div style={{ color: '#888', marginBottom: 8 }}>{t('stations.form.pickHint')}</div>
        <LocationPicker
          value={
            typeof longitude === 'number' && typeof latitude === 'number'
              ? { lon: longitude, lat: latitude }
              : null
          }
          onPick={(point) => {
            form.setFieldsValue({ longitude: point.lon, latitude: point.lat });
            void form.validateFields(['longitude', 'latitude']);
          }}
        />
      </Card>

      <Card size="small" title={t('stations.form.other')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="pictures"
          label={t('stations.fields.pictures')}
          rules={[
            {
              validator: (_rule, value: StationPictureValue[] | undefined) =>
                checkField(
                  stationFormFields.picture_ids,
                  (value ?? []).map((picture) => picture.id),
                ),
            },
          ]}
        >
          <PictureField />
        </Form.Item>
        <Form.Item name="comments" label={t('stations.fields.comments')} rules={rule('comments', '')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="debug" label={t('stations.fields.debug')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Card>

      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="station-save">
          {t('stations.common.save')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('stations.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
