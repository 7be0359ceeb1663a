import {
  DELIVERY_FREQUENCIES,
  DELIVERY_MONTH_DAY_MAX,
  type Delivery,
  type DeliveryInputValues,
  deliveryInputSchema,
  EXPORT_FORMATS,
  type ExportSourceInput,
  LOCALES,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { feedback } from '../../../ui/feedback';
import { fieldRule, maxLengthOf } from '../../../ui/fieldRule';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { createDelivery, exportKeys, fetchZoneStations, updateDelivery } from '../api/exports';

const shape = deliveryInputSchema.shape;

interface Values {
  name: string;
  format: DeliveryInputValues['format'];
  frequency: DeliveryInputValues['frequency'];
  time: string;
  weekday: number | null;
  month_day: number | null;
  zone_station_id: string;
  recipients: string[];
  language: DeliveryInputValues['language'];
  enabled: boolean;
}

/** A scheduled e-mail delivery of a report: new (from a screen's source) or an existing one. */
export function DeliveryDialog({
  source,
  title,
  stationId,
  delivery,
  onClose,
}: {
  source: ExportSourceInput;
  title: string;
  stationId?: string;
  delivery?: Delivery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const stations = useQuery({ queryKey: exportKeys.stations, queryFn: fetchZoneStations });
  const handleServerErrors = useServerFormErrors(form);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: DeliveryInputValues = { ...values, source };
      return delivery ? updateDelivery(delivery.id, body) : createDelivery(body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: exportKeys.deliveries });
      void feedback.message.success(t('exports.deliveries.saved'));
      onClose();
    },
    onError: handleServerErrors,
  });
  const frequency = Form.useWatch('frequency', form);
  const handleFinish = (values: Values) => save.mutate(values);
  const initial: Values = delivery
    ? {
        name: delivery.name,
        format: delivery.format,
        frequency: delivery.frequency,
        time: delivery.time,
        weekday: delivery.weekday,
        month_day: delivery.month_day,
        zone_station_id: delivery.zone_station_id,
        recipients: delivery.recipients,
        language: delivery.language,
        enabled: delivery.enabled,
      }
    : {
        name: title.slice(0, maxLengthOf(shape.name) ?? 64),
        format: 'xlsx',
        frequency: 'daily',
        time: '08:00',
        weekday: 1,
        month_day: 1,
        zone_station_id: stationId ?? '',
        recipients: [],
        language: currentLocale(),
        enabled: true,
      };
  return (
    <FormDialog
      form={form}
      words="exports.deliveries"
      saving={save.isPending}
      onClose={onClose}
      title={t('exports.deliveries.new')}
      data-testid="delivery-dialog"
    >
      <Alert type="info" title={t('exports.deliveries.periodNote')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={handleFinish}>
        <Form.Item name="name" label={t('exports.deliveries.name')} required rules={[fieldRule(shape.name)]}>
          <Input maxLength={maxLengthOf(shape.name)} />
        </Form.Item>
        <Form.Item name="format" label={t('exports.deliveries.format')}>
          <Select options={EXPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))} />
        </Form.Item>
        <Form.Item name="frequency" label={t('exports.deliveries.frequency')}>
          <Select
            options={DELIVERY_FREQUENCIES.map((f) => ({ value: f, label: t(`exports.frequencies.${f}`) }))}
          />
        </Form.Item>
        {frequency === 'weekly' ? (
          <Form.Item name="weekday" label={t('exports.deliveries.weekday')} required>
            <Select
              options={([1, 2, 3, 4, 5, 6, 7] as const).map((d) => ({
                value: d,
                label: t(`exports.weekdays.d${d}`),
              }))}
            />
          </Form.Item>
        ) : null}
        {frequency === 'monthly' ? (
          <Form.Item name="month_day" label={t('exports.deliveries.monthDay')} required>
            <InputNumber min={1} max={DELIVERY_MONTH_DAY_MAX} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item name="time" label={t('exports.deliveries.time')} required rules={[fieldRule(shape.time)]}>
          <Input placeholder="08:00" maxLength={5} />
        </Form.Item>
        <Form.Item
          name="zone_station_id"
          label={t('exports.deliveries.station')}
          required
          rules={[fieldRule(shape.zone_station_id)]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={stations.isPending}
            options={(stations.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={t('exports.deliveries.recipients')}
          extra={t('exports.deliveries.recipientsHint')}
          required
          rules={[fieldRule(shape.recipients, [])]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ', ';']} />
        </Form.Item>
        <Form.Item name="language" label={t('exports.deliveries.language')}>
          <Select options={LOCALES.map((l) => ({ value: l, label: t(`exports.languages.${l}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('exports.deliveries.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
