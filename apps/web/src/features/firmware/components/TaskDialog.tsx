import { currentLocale } from '../../../i18n';
import { deviceTypeLabel } from '@ies/contracts';
import {
  FIRMWARE_DEVICE_TIMEOUT_SECONDS,
  FIRMWARE_GROUPS_MAX,
  FIRMWARE_RETRIES,
  type Firmware,
  type FirmwareTaskCreateInput,
  type FirmwareTaskDetail,
  rolloutPlanSchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { schemaItem } from '../../../ui/fieldRule';
import { serverFields } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { createTask, fetchStations, fetchTypeDevices, firmwareKeys } from '../api/firmware';

interface Values {
  target_kind: 'type' | 'devices' | 'stations';
  device_ids?: string[];
  station_ids?: string[];
  upgrade_now: boolean;
  upgrade_at?: Dayjs;
  canary_percent: number;
  group_percents: number[];
  success_threshold: number;
  approval_required: boolean;
  error_threshold: number;
  error_min_finished: number;
  pacing_per_minute: number;
  window_start?: string;
  window_end?: string;
  timeout_seconds: number;
  retries: number;
}

const plan = rolloutPlanSchema.shape;
const INITIAL: Partial<Values> = {
  target_kind: 'devices',
  upgrade_now: true,
  canary_percent: 5,
  group_percents: [],
  success_threshold: 100,
  approval_required: false,
  error_threshold: 20,
  error_min_finished: 1,
  pacing_per_minute: 60,
  timeout_seconds: FIRMWARE_DEVICE_TIMEOUT_SECONDS.default,
  retries: FIRMWARE_RETRIES.default,
};

/** Server field names → this form's fields (the plan's fields sit flat in the form). */
const FIELD_NAMES: Record<string, keyof Values> = {
  'target.device_ids': 'device_ids',
  'target.station_ids': 'station_ids',
  target: 'target_kind',
  'plan.window': 'window_end',
  'plan.window.start': 'window_start',
  'plan.window.end': 'window_end',
  upgrade_at: 'upgrade_at',
};

export function formFieldOf(field: string): keyof Values | undefined {
  if (FIELD_NAMES[field]) return FIELD_NAMES[field];
  const plain = field.replace(/^plan\./, '').split('.')[0] as keyof Values;
  return plain in INITIAL ? plain : undefined;
}

function toBody(firmware: Firmware, v: Values): FirmwareTaskCreateInput {
  const target =
    v.target_kind === 'type'
      ? { kind: 'type' as const }
      : v.target_kind === 'devices'
        ? { kind: 'devices' as const, device_ids: v.device_ids ?? [] }
        : { kind: 'stations' as const, station_ids: v.station_ids ?? [] };
  const window =
    v.window_start || v.window_end ? { start: v.window_start ?? '', end: v.window_end ?? '' } : null;
  return {
    firmware_id: firmware.id,
    target,
    upgrade_now: v.upgrade_now,
    upgrade_at: v.upgrade_now ? null : (v.upgrade_at?.toISOString() ?? null),
    plan: {
      canary_percent: v.canary_percent,
      group_percents: v.group_percents ?? [],
      success_threshold: v.success_threshold,
      approval_required: v.approval_required,
      error_threshold: v.error_threshold,
      error_min_finished: v.error_min_finished,
      pacing_per_minute: v.pacing_per_minute,
      window,
      timeout_seconds: v.timeout_seconds,
      retries: v.retries,
    },
  };
}

/** Create an upgrade task for a package: target, upgrade time and its staged rollout. */
export function TaskDialog({
  firmware,
  onClose,
  onCreated,
}: {
  firmware: Firmware;
  onClose: () => void;
  onCreated: (task: FirmwareTaskDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const kind = Form.useWatch('target_kind', form);
  const now = Form.useWatch('upgrade_now', form);
  const devices = useQuery({
    queryKey: firmwareKeys.devices(firmware.type_id),
    queryFn: () => fetchTypeDevices(firmware.type_id),
  });
  const stations = useQuery({
    queryKey: firmwareKeys.stations,
    queryFn: fetchStations,
    enabled: kind === 'stations',
  });
  const save = useMutation({
    mutationFn: (values: Values) => createTask(toBody(firmware, values)),
    onSuccess: async (task) => {
      await client.invalidateQueries({ queryKey: firmwareKeys.all });
      onCreated(task);
    },
    onError: (error) => {
      const fields = serverFields(error);
      const shown = fields.flatMap((f) => {
        const name = formFieldOf(f.field);
        return name ? [{ name, errors: [f.message] }] : [];
      });
      form.setFields(shown);
      if (shown.length < fields.length || fields.length === 0) toastError(error);
    },
  });
  const number = (name: keyof Values & keyof typeof plan, label: string) => (
    <Form.Item name={name} label={t(label as never)} {...schemaItem(plan[name], { required: true })}>
      <InputNumber style={{ width: '100%' }} data-testid={`task-${name}`} />
    </Form.Item>
  );
  return (
    <FormDialog
      form={form}
      words="firmware.common"
      saving={save.isPending}
      onClose={onClose}
      title={`${t('firmware.common.createTask')} · ${deviceTypeLabel(firmware.type_name, currentLocale())} ${firmware.version}`}
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="target_kind" label={t('firmware.fields.target')} required>
          <Radio.Group data-testid="task-target-kind">
            {(['type', 'devices', 'stations'] as const).map((k) => (
              <Radio key={k} value={k}>
                {t(`firmware.targetKinds.${k}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {kind === 'devices' && (
          <Form.Item name="device_ids" label={t('firmware.fields.devices')} required>
            <Select
              mode="multiple"
              optionFilterProp="label"
              data-testid="task-devices"
              loading={devices.isPending}
              options={(devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
        )}
        {kind === 'stations' && (
          <Form.Item name="station_ids" label={t('firmware.fields.stations')} required>
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={stations.isPending}
              options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        )}
        <Space size="large" align="start">
          <Form.Item name="upgrade_now" label={t('firmware.fields.upgradeNow')} valuePropName="checked">
            <Switch data-testid="task-upgrade-now" />
          </Form.Item>
          {!now && (
            <Form.Item name="upgrade_at" label={t('firmware.fields.upgradeAt')} required>
              <DatePicker showTime />
            </Form.Item>
          )}
        </Space>
        <Space wrap size="middle" align="start">
          {number('canary_percent', 'firmware.fields.canary')}
          {number('success_threshold', 'firmware.fields.successThreshold')}
          {number('error_threshold', 'firmware.fields.errorThreshold')}
          {number('error_min_finished', 'firmware.fields.errorMinFinished')}
          {number('pacing_per_minute', 'firmware.fields.pacing')}
          {number('timeout_seconds', 'firmware.fields.timeout')}
          {number('retries', 'firmware.fields.retries')}
        </Space>
        <Form.Item label={t('firmware.fields.groups')}>
          <Form.List name="group_percents">
            {(items, { add, remove }) => (
              <Space wrap>
                {items.map((item) => (
                  <Space key={item.key}>
                    <Form.Item name={item.name} noStyle rules={[{ required: true }]}>
                      <InputNumber min={1} max={100} />
                    </Form.Item>
                    <Button size="small" onClick={() => remove(item.name)}>
                      {t('firmware.common.remove')}
                    </Button>
                  </Space>
                ))}
                {items.length < FIRMWARE_GROUPS_MAX && (
                  <Button onClick={() => add(10)}>{t('firmware.fields.addGroup')}</Button>
                )}
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="approval_required" label={t('firmware.fields.approval')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('firmware.fields.window')}>
          <Space>
            <Form.Item name="window_start" noStyle>
              <Input placeholder={`${t('firmware.fields.windowStart')} HH:mm`} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="window_end" noStyle>
              <Input placeholder={`${t('firmware.fields.windowEnd')} HH:mm`} style={{ width: 140 }} />
            </Form.Item>
          </Space>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
