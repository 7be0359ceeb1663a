import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMMAND_INTERVAL_SECONDS,
  COMMANDS_PER_TASK,
  TIMED_JOB_CYCLE_LABELS,
  TIMED_JOB_CYCLES,
  TIMED_JOB_REPEAT_MODE_LABELS,
  TIMED_JOB_REPEAT_MODES,
  TIMED_RETRY_INTERVAL,
  TIMED_RETRY_TIMES,
  type ThingOperation,
  type TimedStrategy,
  timedJobName,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { schemaItem } from '../../../ui/fieldRule';
import { labelIn } from '../../../ui/labels';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import {
  createTimedStrategy,
  fetchDeviceType,
  fetchStationDevices,
  timedKeys,
  updateTimedStrategy,
} from '../api/timedStrategies';
import { EMPTY_FORM, type TimedFormValues, toForm, toInput } from '../utils/timedForm';

interface Props {
  stationId: string;
  /** The strategy edited; none: a new one. */
  editing?: TimedStrategy;
  onClose: () => void;
}

/** The timed strategy form (B §3, §5): schedule, validity, retries, device and up to 10 commands. */
export function TimedStrategyForm({ stationId, editing, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const [form] = Form.useForm<TimedFormValues>();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: timedKeys.devices(stationId),
    queryFn: () => fetchStationDevices(stationId),
  });
  const deviceId = Form.useWatch('device_id', form);
  const repeatMode = Form.useWatch('repeat_mode', form) ?? 'cycle';
  const cycle = Form.useWatch('cycle', form);
  const typeId = devices.data?.list.find((d) => d.id === deviceId)?.type_id;
  const type = useQuery({
    queryKey: timedKeys.type(typeId ?? ''),
    queryFn: () => fetchDeviceType(typeId!),
    enabled: Boolean(typeId),
  });
  const operations: ThingOperation[] = type.data?.operations ?? [];
  const save = useMutation({
    mutationFn: (values: TimedFormValues) =>
      editing
        ? updateTimedStrategy(stationId, editing.id, toInput(stationId, values))
        : createTimedStrategy(stationId, toInput(stationId, values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timedKeys.all });
      onClose();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const handleFinish = (values: TimedFormValues) => save.mutate(values);
  const f = (key: string) => t(`timed.fields.${key}` as never);
  const daily = repeatMode === 'cycle' && cycle !== 'interval_minutes' && cycle !== 'interval_hours';
  const opLabel = (o: ThingOperation) => (en ? o.en || o.zh : o.zh);

  return (
    <FormDialog
      form={form}
      words="timed.common"
      saving={save.isPending}
      onClose={onClose}
      title={t(editing ? 'timed.editTitle' : 'timed.createTitle')}
      width={760}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ? toForm(editing) : EMPTY_FORM}
        onFinish={handleFinish}
      >
        <Form.Item name="name" label={f('name')} {...schemaItem(timedJobName, { required: true })}>
          <Input maxLength={64} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="device_id" label={f('device')} required>
            <Select
              style={{ width: 240 }}
              loading={devices.isPending}
              options={(devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <Form.Item name="function_block" label={f('functionBlock')}>
            <Input style={{ width: 200 }} maxLength={64} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="repeat_mode" label={f('repeatMode')} required>
            <Select
              style={{ width: 160 }}
              options={TIMED_JOB_REPEAT_MODES.map((m) => ({
                value: m,
                label: labelIn(TIMED_JOB_REPEAT_MODE_LABELS, m),
              }))}
            />
          </Form.Item>
          {repeatMode === 'cycle' && (
            <>
              <Form.Item name="cycle" label={f('cycle')} required>
                <Select
                  style={{ width: 160 }}
                  options={TIMED_JOB_CYCLES.map((c) => ({
                    value: c,
                    label: labelIn(TIMED_JOB_CYCLE_LABELS, c),
                  }))}
                />
              </Form.Item>
              <Form.Item name="every" label={f('every')} required>
                <InputNumber min={1} precision={0} />
              </Form.Item>
            </>
          )}
          {daily && (
            <Form.Item name="run_time" label={f('runTime')} required>
              <TimePicker format="HH:mm" />
            </Form.Item>
          )}
          {daily && (cycle === 'month' || cycle === 'year') && (
            <Form.Item name="day_of_month" label={f('dayOfMonth')} required>
              <InputNumber min={1} max={31} precision={0} />
            </Form.Item>
          )}
          {daily && cycle === 'year' && (
            <Form.Item name="month_of_year" label={f('monthOfYear')} required>
              <InputNumber min={1} max={12} precision={0} />
            </Form.Item>
          )}
        </Space>
        {daily && cycle === 'week' && (
          <Form.Item name="weekdays" label={f('weekdays')} required>
            <Checkbox.Group
              options={WEEKDAYS.map((d) => ({ value: d, label: labelIn(WEEKDAY_LABELS, d) }))}
            />
          </Form.Item>
        )}
        {repeatMode === 'specified_time' && (
          <Form.List name="specified_times">
            {(fields, { add, remove }) => (
              <Form.Item label={f('specifiedTimes')} required>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={field.name}>
                      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add()}
                  disabled={fields.length >= 10}
                >
                  {f('addTime')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
        <Space wrap>
          <Form.Item name="effective_at" label={f('effectiveAt')} required>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="failure_at" label={f('failureAt')} required>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="retry_times" label={f('retryTimes')}>
            <InputNumber min={TIMED_RETRY_TIMES.min} max={TIMED_RETRY_TIMES.max} precision={0} />
          </Form.Item>
          <Form.Item name="retry_interval" label={f('retryInterval')}>
            <InputNumber min={TIMED_RETRY_INTERVAL.min} max={TIMED_RETRY_INTERVAL.max} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={f('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.List name="commands">
          {(fields, { add, remove }) => (
            <Form.Item label={f('commands')} required>
              {fields.map((field) => (
                <CommandRow
                  key={field.key}
                  index={field.name}
                  operations={operations}
                  label={opLabel}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ operation: '', interval_seconds: 0 })}
                disabled={fields.length >= COMMANDS_PER_TASK}
              >
                {f('addCommand')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </FormDialog>
  );
}

function CommandRow(props: {
  index: number;
  operations: ThingOperation[];
  label: (o: ThingOperation) => string;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TimedFormValues>();
  const chosen = Form.useWatch(['commands', props.index, 'operation'], form);
  const operation = props.operations.find((o) => o.name === chosen);
  return (
    <Space align="baseline" wrap>
      <Form.Item name={[props.index, 'operation']} required>
        <Select
          style={{ width: 200 }}
          placeholder={t('timed.fields.operation')}
          options={props.operations.map((o) => ({ value: o.name, label: props.label(o) }))}
        />
      </Form.Item>
      {operation?.params.map((param) => (
        <Form.Item key={param.name} name={[props.index, 'params', param.name]} required={param.required}>
          {param.type === 'string' || param.hex ? (
            <Input placeholder={param.zh ?? param.name} style={{ width: 140 }} />
          ) : (
            <InputNumber placeholder={param.zh ?? param.name} min={param.min} max={param.max} />
          )}
        </Form.Item>
      ))}
      <Form.Item name={[props.index, 'interval_seconds']}>
        <InputNumber
          addonBefore={t('timed.fields.interval')}
          min={COMMAND_INTERVAL_SECONDS.min}
          max={COMMAND_INTERVAL_SECONDS.max}
          precision={0}
        />
      </Form.Item>
      {props.onRemove && <MinusCircleOutlined onClick={props.onRemove} />}
    </Space>
  );
}
