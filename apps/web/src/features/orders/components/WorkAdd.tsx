import {
  WORK_ORDER_FEEDBACK_TYPE_LABELS,
  WORK_ORDER_FEEDBACK_TYPES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_TYPE_LABELS,
  WORK_ORDER_TYPES,
  type WorkOrderCreate,
  workOrderCreateSchema,
} from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Card, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchSubUsers } from '../../access';
import { readSessionUser } from '../../../ui/session';
import { fetchStations, stationKeys } from '../../stations';
import { translateError } from '../../../i18n/translateError';
import { serverFieldErrors } from '../../../ui/serverFormErrors';
import { fieldRule } from '../../../ui/fieldRule';
import { labelIn } from '../../../ui/labels';
import { createWorkOrder, fetchWorkOrderTemplates } from '../api/orders';
import { OrderFormEnd } from './OrderFormEnd';
import { orderRoutes } from '../../../lib/orderPaths';
import { orderKeys } from '../api/orderKeys';
import { PeopleFields } from './PeopleFields';
import { localText } from '../../../ui/localText';

const f = workOrderCreateSchema.shape;
type Values = Omit<WorkOrderCreate, 'planned_start' | 'planned_end'> & { planned: [Dayjs, Dayjs] };

/** The stations the caller reaches, as select options (also the plans form's). */
export function useStationOptions(enabled = true) {
  const stations = useQuery({
    queryKey: stationKeys.options,
    queryFn: () => fetchStations({ current_page: 1, page_size: 999 }),
    enabled,
  });
  return (stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
}

/** The caller and the tenant's users, as select options for handler and verifier. */
export function useOrderPeople(enabled = true) {
  const { t } = useTranslation();
  const me = readSessionUser();
  const users = useQuery({
    queryKey: orderKeys.people,
    queryFn: () => fetchSubUsers(String(me?.tenant_id ?? ''), 1, 999),
    retry: false,
    enabled,
  });
  return [
    { value: String(me?.id ?? ''), label: t('orders.work.roles.sponsor') },
    ...(users.data?.list ?? []).map((u) => ({ value: u.id, label: u.nick_name || u.username })),
  ];
}

/** WorkAdd: a new work order; the caller is its sponsor. */
export function WorkAdd() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  // Raised from an alarm event: its station, device and message fill the form in.
  const [params] = useSearchParams();
  const alarmEventId = params.get('alarm_event_id');
  const fromAlarm = alarmEventId
    ? {
        alarm_event_id: alarmEventId,
        station_id: params.get('station_id') ?? undefined,
        device_ids: params.get('device_id') ? [params.get('device_id')!] : [],
        description: (params.get('description') ?? '').slice(0, 500),
      }
    : {};
  const stations = useStationOptions();
  const people = useOrderPeople();
  // The templates of the chosen type (each brings its checklist to the order).
  const type = Form.useWatch('type', form) ?? 'troubleshooting';
  const templates = useQuery({
    queryKey: orderKeys.templatesOf(type),
    queryFn: () => fetchWorkOrderTemplates(type),
  });
  const create = useMutation({
    mutationFn: ({ planned, ...values }: Values) =>
      createWorkOrder({
        ...values,
        station_id: values.station_id ?? null,
        alarm_event_id: values.alarm_event_id ?? null,
        // The alarm's device belongs to its station; another station drops it.
        device_ids: values.station_id === fromAlarm.station_id ? (fromAlarm.device_ids ?? []) : [],
        handler_id: values.handler_id ?? null,
        template_id: values.template_id ?? null,
        planned_start: planned?.[0]?.toISOString() ?? '',
        planned_end: planned?.[1]?.toISOString() ?? '',
      }),
    onSuccess: () => {
      message.success(t('orders.common.done'));
      navigate(orderRoutes.workOrder);
    },
    onError: (error) => {
      // The planned start and end share one range field; `picture_ids.1` shows at the pictures.
      const fields = serverFieldErrors(error).map((e) =>
        e.name[0] === 'planned_start' || e.name[0] === 'planned_end'
          ? { ...e, name: ['planned'] }
          : e.name[0] === 'picture_ids'
            ? { ...e, name: ['picture_ids'] }
            : e,
      );
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else message.error((error as Error).message);
    },
  });
  const options = <T extends string>(values: readonly T[], labels: Parameters<typeof labelIn<T>>[0]) =>
    values.map((v) => ({ value: v, label: labelIn(labels, v) }));
  const handleFinish = (values: Values) => create.mutate(values);
  return (
    <Card title={t('orders.work.add')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          priority: 'normal',
          feedback_type: 'problem',
          type: 'troubleshooting',
          picture_ids: [],
          ...fromAlarm,
        }}
        onFinish={handleFinish}
      >
        {alarmEventId ? (
          <>
            <Alert
              type="warning"
              showIcon
              message={t('orders.work.fromAlarm')}
              style={{ marginBottom: 16 }}
              data-testid="work-from-alarm"
            />
            {/* Read only: a server refusal of the event shows here. */}
            <Form.Item name="alarm_event_id" label={t('orders.work.alarmEvent')}>
              <Input readOnly />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="name" label={t('orders.work.name')} rules={[fieldRule(f.name)]}>
          <Input data-testid="work-name" />
        </Form.Item>
        <Form.Item name="type" label={t('orders.work.type')} rules={[fieldRule(f.type)]}>
          <Select options={options(WORK_ORDER_TYPES, WORK_ORDER_TYPE_LABELS)} />
        </Form.Item>
        <Form.Item name="template_id" label={t('orders.work.template')}>
          <Select
            allowClear
            data-testid="work-template"
            options={(templates.data?.list ?? []).map((tpl) => ({
              value: tpl.id,
              label: localText(tpl, 'name'),
            }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('orders.work.priority')}>
          <Select options={options(WORK_ORDER_PRIORITIES, WORK_ORDER_PRIORITY_LABELS)} />
        </Form.Item>
        <Form.Item name="feedback_type" label={t('orders.work.feedbackType')}>
          <Select options={options(WORK_ORDER_FEEDBACK_TYPES, WORK_ORDER_FEEDBACK_TYPE_LABELS)} />
        </Form.Item>
        <Form.Item name="station_id" label={t('orders.work.station')}>
          <Select allowClear data-testid="work-station" options={stations} />
        </Form.Item>
        <PeopleFields testId="work" people={people} verifierRule={fieldRule(f.verifier_id)} handlerOptional />
        <Form.Item
          name="planned"
          label={`${t('orders.work.plannedStart')} – ${t('orders.work.plannedEnd')}`}
          rules={[
            {
              validator: async (_rule, value?: [Dayjs, Dayjs]) => {
                if (!value?.[0] || !value[1]) throw new Error(translateError('iot-validation.10001'));
                if (!value[1].isAfter(value[0])) throw new Error(translateError('iot-order.10003'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('orders.work.description')}
          rules={[fieldRule(f.description, '')]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <OrderFormEnd testId="work" saving={create.isPending} />
      </Form>
    </Card>
  );
}
