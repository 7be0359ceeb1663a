import {
  COMMAND_FINAL_STATES,
  COMMAND_TTL_SECONDS,
  COMMANDS_PER_TASK,
  type CommandInput,
  commandTaskCreateSchema,
  type DeviceCommand,
  type OperationParam,
  type ThingOperation,
} from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { issueText } from '../../../ui/fieldRule';
import { pagedTableProps } from '../../../ui/pagedTable';
import { fetchCommands, sendCommands } from '../api/deviceData';
import { useDeviceModel } from '../hooks/useDeviceModel';
import { paramFieldErrors, paramNameOfServerField, paramsFromForm } from '../utils/paramForm';
import { deviceDataKeys } from '../api/deviceDataKeys';

const COMMAND_PAGE_SIZE = 10;

const STATE_COLOURS: Record<DeviceCommand['state'], string> = {
  pending: 'default',
  sent: 'processing',
  replied: 'success',
  failed: 'error',
  timed_out: 'warning',
  expired: 'default',
};

/** Form.Item hands value and onChange to its child; they are passed on to the real input. */
interface ParamInputProps {
  param: OperationParam;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function ParamInput({ param, value, onChange }: ParamInputProps) {
  const handleText = (event: { target: { value: string } }) => onChange?.(event.target.value);
  if (param.enum) {
    return (
      <Select
        allowClear
        value={value as string | number | undefined}
        onChange={onChange}
        options={(param.enum as Array<string | number>).map((v) => ({ value: v, label: String(v) }))}
        data-testid={`param-${param.name}`}
      />
    );
  }
  if (param.type === 'int' || param.type === 'float') {
    return (
      <InputNumber
        style={{ width: 200 }}
        value={value as number | null | undefined}
        onChange={onChange}
        min={param.min}
        max={param.max}
        addonAfter={param.unit || undefined}
        data-testid={`param-${param.name}`}
      />
    );
  }
  if (param.type === 'object' || param.type === 'array') {
    return (
      <Input.TextArea
        autoSize
        placeholder="JSON"
        value={value as string | undefined}
        onChange={handleText}
        data-testid={`param-${param.name}`}
      />
    );
  }
  return (
    <Input
      placeholder={param.hex ? '0A1B…' : undefined}
      value={value as string | undefined}
      onChange={handleText}
      data-testid={`param-${param.name}`}
    />
  );
}

/** Control tab: a form built from the chosen operation's parameters, a task of up to 10 commands, and the sent commands. */

interface SecondsInputProps {
  value: number;
  onChange: (value: number | null) => void;
  /** The server's word on the task setting, under the box. */
  error?: string;
  testId: string;
}

/** A task setting in seconds beside the command list. */
function SecondsInput({ value, onChange, error, testId }: SecondsInputProps) {
  return (
    <Form.Item style={{ marginBottom: 0 }} validateStatus={error ? 'error' : undefined} help={error}>
      <InputNumber value={value} onChange={onChange} data-testid={testId} />
    </Form.Item>
  );
}
export function DeviceControlTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { type, loading } = useDeviceModel(deviceId);
  const operations = useMemo(() => (type?.operations ?? []).filter((o) => o.show_in_control), [type]);
  const [operationName, setOperationName] = useState<string>();
  const [task, setTask] = useState<CommandInput[]>([]);
  const [intervalSeconds, setIntervalSeconds] = useState<number>(0);
  const [ttl, setTtl] = useState<number>(COMMAND_TTL_SECONDS.default);
  /** Errors of the task's own fields (interval, TTL, number of commands) from the contract schema. */
  const [taskErrors, setTaskErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [form] = Form.useForm();
  const operation = operations.find((o) => o.name === operationName);
  const label = (o: ThingOperation) => (i18n.language === 'en' && o.en ? o.en : o.zh);

  const commands = useQuery({
    queryKey: deviceDataKeys.commandPage(deviceId, page),
    queryFn: () => fetchCommands(deviceId, page, COMMAND_PAGE_SIZE),
    placeholderData: keepPreviousData,
    // Commands on their way are followed until they end.
    refetchInterval: (query) =>
      query.state.data?.list.some((c) => !COMMAND_FINAL_STATES.includes(c.state) && !c.finished_at)
        ? 2000
        : false,
  });

  const send = useMutation({
    mutationFn: (commandsToSend: CommandInput[]) =>
      sendCommands(deviceId, {
        commands: commandsToSend,
        interval_seconds: intervalSeconds,
        ttl_seconds: ttl,
      }),
    onSuccess: () => {
      setTask([]);
      void feedback.message.success(t('deviceData.control.sent'));
      void queryClient.invalidateQueries({ queryKey: deviceDataKeys.commands(deviceId) });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = (error.data as { fields?: Array<{ field: string; message: string }> } | undefined)
          ?.fields;
        const formFields = (fields ?? []).flatMap((f) => {
          const name = paramNameOfServerField(f.field);
          return name ? [{ name, errors: [f.message] }] : [];
        });
        if (formFields.length > 0) form.setFields(formFields);
        void feedback.message.error(fields?.[0]?.message ?? error.message);
      } else {
        void feedback.message.error(String(error));
      }
    },
  });

  /** The current form as a command, or undefined after showing its errors at the fields. */
  const currentCommand = (): CommandInput | undefined => {
    if (!operation) return undefined;
    const values = form.getFieldsValue();
    const errors = paramFieldErrors(operation, values);
    form.setFields(
      operation.params.map((p) => {
        const error = errors.find((e) => e.name === p.name);
        return { name: p.name, errors: error ? [translateError(error.code, error.params)] : [] };
      }),
    );
    if (errors.length > 0) return undefined;
    return { operation: operation.name, params: paramsFromForm(operation, values) };
  };

  const handleAdd = () => {
    const command = currentCommand();
    if (command && task.length < COMMANDS_PER_TASK) setTask([...task, command]);
  };

  /** Sends the task once the contract's task rules (1–10 commands, 0–3600 s apart, TTL) hold. */
  const sendChecked = (commandsToSend: CommandInput[]) => {
    const checked = commandTaskCreateSchema.safeParse({
      commands: commandsToSend,
      interval_seconds: intervalSeconds,
      ttl_seconds: ttl,
    });
    const errors: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) errors[String(issue.path[0])] ??= issueText(issue);
    setTaskErrors(errors);
    if (errors.commands) void feedback.message.error(errors.commands);
    if (checked.success) send.mutate(commandsToSend);
  };

  const handleSend = () => {
    if (task.length > 0) return sendChecked(task);
    const command = currentCommand();
    if (command) sendChecked([command]);
  };

  const handleOperation = (name: string) => {
    form.resetFields();
    setOperationName(name);
  };

  if (loading) return <Spin />;
  if (operations.length === 0) return <Empty description={t('deviceData.control.noOperations')} />;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="device-control-tab">
      <Card size="small">
        <Form form={form} layout="vertical" data-testid="command-form">
          <Form.Item label={t('deviceData.control.operation')} required>
            <Select
              value={operationName}
              onChange={handleOperation}
              options={operations.map((o) => ({ value: o.name, label: label(o) }))}
              data-testid="command-operation"
            />
          </Form.Item>
          {operation?.params.map((param) => (
            <Form.Item
              key={param.name}
              name={param.name}
              label={param.zh ? `${param.zh} (${param.name})` : param.name}
              required={param.required}
            >
              <ParamInput param={param} />
            </Form.Item>
          ))}
          <Space wrap>
            <span>{t('deviceData.control.interval')}</span>
            <SecondsInput
              value={intervalSeconds}
              onChange={(v) => setIntervalSeconds(v ?? 0)}
              error={taskErrors.interval_seconds}
              testId="command-interval"
            />
            <span>{t('deviceData.control.ttl')}</span>
            <SecondsInput
              value={ttl}
              onChange={(v) => setTtl(v ?? COMMAND_TTL_SECONDS.default)}
              error={taskErrors.ttl_seconds}
              testId="command-ttl"
            />
            <Button
              onClick={handleAdd}
              disabled={!operation || task.length >= COMMANDS_PER_TASK}
              data-testid="command-add"
            >
              {t('deviceData.control.add')}
            </Button>
            <Button
              type="primary"
              onClick={handleSend}
              loading={send.isPending}
              disabled={!operation && task.length === 0}
              data-testid="command-send"
            >
              {t('deviceData.control.send')}
            </Button>
          </Space>
        </Form>
        {task.length > 0 ? (
          <List
            size="small"
            header={t('deviceData.control.task')}
            dataSource={task}
            renderItem={(command, index) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    type="link"
                    onClick={() => setTask(task.filter((_, i) => i !== index))}
                  >
                    {t('deviceData.control.remove')}
                  </Button>,
                ]}
              >
                <Typography.Text code>{command.operation}</Typography.Text> {JSON.stringify(command.params)}
              </List.Item>
            )}
          />
        ) : null}
      </Card>
      {commands.error ? <Alert type="error" showIcon message={t('deviceData.loadFailed')} /> : null}
      <Table<DeviceCommand>
        size="small"
        rowKey="id"
        title={() => t('deviceData.control.history')}
        loading={commands.isLoading}
        {...pagedTableProps(commands.data, { page, pageSize: COMMAND_PAGE_SIZE, onChange: setPage })}
        columns={[
          { title: t('deviceData.control.columns.operation'), dataIndex: 'operation' },
          {
            title: t('deviceData.control.columns.params'),
            dataIndex: 'params',
            render: (params: unknown) => <Typography.Text code>{JSON.stringify(params)}</Typography.Text>,
          },
          {
            title: t('deviceData.control.columns.state'),
            dataIndex: 'state',
            render: (state: DeviceCommand['state'], row) => (
              <Tag color={STATE_COLOURS[state]} data-testid={`command-state-${row.id}`}>
                {t(`deviceData.control.states.${state}`)}
              </Tag>
            ),
          },
          {
            title: t('deviceData.control.columns.result'),
            render: (_: unknown, row) =>
              row.error_code
                ? translateError(row.error_code)
                : row.reply_code !== null
                  ? `${row.reply_code}${row.result ? ` ${JSON.stringify(row.result)}` : ''}`
                  : '',
          },
          {
            title: t('deviceData.control.columns.createdAt'),
            dataIndex: 'created_at',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('deviceData.control.columns.finishedAt'),
            dataIndex: 'finished_at',
            render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : ''),
          },
        ]}
      />
    </Space>
  );
}
