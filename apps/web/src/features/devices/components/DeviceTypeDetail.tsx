import {
  DATA_VALUE_TYPE_LABELS,
  DATA_VALUE_TYPES,
  DEVICE_TEMPLATE_TYPES,
  DEVICE_TYPE_KIND_LABELS,
  type DeviceType,
  deviceTypeName,
  deviceTypeNickname,
  enumOptions,
  THING_EVENT_LEVELS,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { currentLocale } from '../../../i18n';
import { schemaRule } from '../../../ui/fieldRule';
import { ApiError } from '../../../ui/apiError';
import {
  createDeviceType,
  deleteDeviceType,
  exportDeviceType,
  fetchDeviceType,
  updateDeviceType,
} from '../api/devices';
import { saveJson } from '../../../ui/download';
import { formErrors, serverFields } from '../utils/fieldErrors';
import { DEVICE_TYPE_LIST_ROUTE, deviceTypeDetailPath } from '../utils/paths';
import {
  checkTypeInput,
  EMPTY_TYPE,
  formToInput,
  isFormPath,
  TAB_OF,
  type TypeFormValues,
  typeToForm,
} from '../utils/typeForm';
import { type EditorColumn, TypeListEditor } from './TypeListEditor';
import { deviceTypeKeys } from '../api/deviceKeys';
import { MissingRecord } from '../../../ui/MissingRecord';

const TABS = ['info', 'commands', 'points', 'init', 'status', 'logs', 'json'] as const;

// Refusals answered with a code rather than a field list, and where they show.
/** Waits in seconds, and the on/off settings, of the info tab. */
const SECONDS_FIELDS = [
  ['timeout_seconds', 'devices.types.timeout'],
  ['join_interval_seconds', 'devices.types.joinInterval'],
  ['confirm_interval_seconds', 'devices.types.confirmInterval'],
] as const;
const SWITCH_FIELDS = [
  ['offline_command', 'devices.types.offlineCommand'],
  ['differential_upgrade', 'devices.types.differentialUpgrade'],
] as const;

const CODE_FIELDS: Record<string, string> = { 'iot-type.10001': 'name', 'iot-type.10004': 'name' };

type Problem = { field: string; message: string };

/** DeviceManager/DeviceTypeList/DeviceTypeDetail[?id=…]: a type's tabs; custom types are edited here. */
export default function DeviceTypeDetail() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const type = useQuery({
    queryKey: deviceTypeKeys.detail(id),
    queryFn: () => fetchDeviceType(id),
    enabled: id !== '',
    retry: false,
  });
  if (id && type.isPending) return <Spin data-testid="device-type-loading" />;
  if (id && !type.data) {
    return <MissingRecord backTo={DEVICE_TYPE_LIST_ROUTE} />;
  }
  return <DeviceTypeEditor key={type.data?.updated_at ?? 'new'} type={type.data} />;
}

function DeviceTypeEditor({ type }: { type?: DeviceType }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TypeFormValues>();
  const [tab, setTab] = useState<string>('info');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = type?.kind === 'standard';
  const locale = currentLocale();
  const valueTypes = enumOptions(DATA_VALUE_TYPES, DATA_VALUE_TYPE_LABELS, locale);

  useEffect(() => {
    form.setFieldsValue(type ? typeToForm(type) : EMPTY_TYPE);
  }, [form, type]);

  const paramsError = (rowIndex: number) =>
    problems.some((p) => p.field.startsWith(`operations.${rowIndex}.params`))
      ? t('devices.types.paramsHaveErrors')
      : undefined;
  const showProblems = (found: Problem[]) => {
    setProblems(found);
    form.setFields(formErrors(found, isFormPath) as Parameters<typeof form.setFields>[0]);
    const first = found[0]?.field.split('.')[0];
    if (first && TAB_OF[first]) setTab(TAB_OF[first] as string);
  };

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof formToInput>) =>
      type ? updateDeviceType(type.id, input) : createDeviceType(input),
    onSuccess: (saved) => {
      void message.success(t('devices.common.saved'));
      void queryClient.invalidateQueries({ queryKey: deviceTypeKeys.all });
      if (!type) navigate(deviceTypeDetailPath(saved.id), { replace: true });
    },
    onError: (error) => {
      const fields = serverFields(error);
      if (fields.length > 0) return showProblems(fields);
      if (error instanceof ApiError && CODE_FIELDS[error.code]) {
        return showProblems([{ field: CODE_FIELDS[error.code] as string, message: error.message }]);
      }
      setFailure(error instanceof ApiError ? error.message : String(error));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDeviceType(type?.id ?? ''),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deviceTypeKeys.all });
      navigate(containerPath(DEVICE_TYPE_LIST_ROUTE));
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.message : String(error)),
  });
  const download = useMutation({
    mutationFn: () => exportDeviceType(type?.id ?? ''),
    onSuccess: (definition) => saveJson(definition, `${definition.name}.json`),
    onError: (error) => setFailure(error instanceof ApiError ? error.message : String(error)),
  });

  const handleSave = () => {
    // Clear the previous round's errors; then every rule of the shared schema, then the server.
    form.setFields(
      formErrors(problems, isFormPath).map((entry) => ({ name: entry.name, errors: [] })) as Parameters<
        typeof form.setFields
      >[0],
    );
    setFailure(null);
    const input = formToInput(form.getFieldsValue(true));
    const found = checkTypeInput(input);
    if (found.length > 0) return showProblems(found);
    setProblems([]);
    save.mutate(input);
  };
  const handleBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(containerPath(DEVICE_TYPE_LIST_ROUTE));
  };

  const errorCount = (tabKey: string) =>
    problems.filter((p) => TAB_OF[p.field.split('.')[0] ?? ''] === tabKey).length;
  const label = (tabKey: (typeof TABS)[number]) => (
    <Badge count={errorCount(tabKey)} size="small" offset={[8, 0]}>
      {t(`devices.types.tabs.${tabKey}`)}
    </Badge>
  );
  const text = (name: string, title: string, width = 140): EditorColumn => ({
    name,
    title,
    kind: 'text',
    width,
  });
  const col = (key: 'name' | 'zh' | 'en' | 'unit') => text(key, t(`devices.types.col.${key}`));
  const num = (name: string, title: string): EditorColumn => ({ name, title, kind: 'number', width: 110 });
  // What a value is (points, command and init parameters) and how it may range (points, command parameters).
  const typeColumn: EditorColumn = {
    name: 'type',
    title: t('devices.types.col.type'),
    kind: 'select',
    options: valueTypes,
    width: 110,
  };
  const rangeColumns: EditorColumn[] = [
    text('unit', t('devices.types.col.unit'), 80),
    num('min', t('devices.types.col.min')),
    num('max', t('devices.types.col.max')),
    { name: 'enum', title: t('devices.types.col.enum'), kind: 'tags', width: 180 },
  ];

  const panels: Record<(typeof TABS)[number], ReactNode> = {
    info: (
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('devices.types.name')} rules={[schemaRule(deviceTypeName)]}>
            <Input data-testid="type-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="nickname"
            label={t('devices.types.nickname')}
            rules={[schemaRule(deviceTypeNickname)]}
          >
            <Input data-testid="type-form-nickname" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="template_type" label={t('devices.types.templateType')}>
            <Select
              options={DEVICE_TEMPLATE_TYPES.map((value) => ({
                value,
                label: t(`devices.types.templates.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        {SECONDS_FIELDS.map(([name, label]) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={t(label)}>
              <InputNumber style={{ width: '100%' }} min={0} />
            </Form.Item>
          </Col>
        ))}
        {SWITCH_FIELDS.map(([name, label]) => (
          <Col xs={12} md={6} key={name}>
            <Form.Item name={name} label={t(label)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24}>
          <Form.Item name="remark" label={t('devices.types.remark')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Typography.Text strong>{t('devices.types.topics')}</Typography.Text>
          <Form.List name="topics">
            {(fields, { add, remove: drop }) => (
              <Space wrap style={{ marginTop: 8, display: 'flex' }}>
                {fields.map((field) => (
                  <Space.Compact key={field.key}>
                    <Form.Item name={field.name} style={{ margin: 0 }}>
                      <Input
                        style={{ width: 160 }}
                        placeholder="data_xxx"
                        data-testid={`topics-${field.name}`}
                      />
                    </Form.Item>
                    {!readOnly && <Button onClick={() => drop(field.name)}>×</Button>}
                  </Space.Compact>
                ))}
                {!readOnly && (
                  <Button onClick={() => add('data_')} data-testid="type-add-topic">
                    {t('devices.types.addRow')}
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
        </Col>
      </Row>
    ),
    commands: (
      <>
        <TypeListEditor
          list="operations"
          readOnly={readOnly}
          newRow={{ objectid: 0, methodid: 0, show_in_control: true, needs_response: true, params: [] }}
          columns={[
            col('name'),
            col('zh'),
            col('en'),
            num('objectid', t('devices.types.col.objectid')),
            num('methodid', t('devices.types.col.methodid')),
            { name: 'show_in_control', title: t('devices.types.col.showInControl'), kind: 'switch' },
            { name: 'needs_response', title: t('devices.types.col.needsResponse'), kind: 'switch' },
            {
              name: 'params',
              title: t('devices.types.col.params'),
              kind: 'list',
              width: 120,
              nested: {
                newRow: { type: 'int', required: false },
                buttonText: (count) => t('devices.types.paramsButton', { count }),
                rowError: paramsError,
                dialogTitle: (row) =>
                  t('devices.types.paramsTitle', { name: String(row?.zh || row?.name || '') }),
                columns: [
                  col('name'),
                  col('zh'),
                  typeColumn,
                  { name: 'required', title: t('devices.types.col.required'), kind: 'switch' },
                  ...rangeColumns,
                  { name: 'hex', title: t('devices.types.col.hex'), kind: 'switch' },
                ],
              },
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('devices.types.events')}
        </Typography.Title>
        <TypeListEditor
          list="events"
          readOnly={readOnly}
          newRow={{ level: 'info' }}
          columns={[
            col('name'),
            col('zh'),
            col('en'),
            {
              name: 'level',
              title: t('devices.types.col.level'),
              kind: 'select',
              width: 120,
              options: THING_EVENT_LEVELS.map((value) => ({ value, label: value })),
            },
          ]}
        />
      </>
    ),
    points: (
      <TypeListEditor
        list="points"
        readOnly={readOnly}
        newRow={{ type: 'float' }}
        columns={[
          col('name'),
          col('zh'),
          col('en'),
          typeColumn,
          ...rangeColumns,
          { name: 'cumulative', title: t('devices.types.col.cumulative'), kind: 'switch' },
        ]}
      />
    ),
    init: (
      <TypeListEditor
        list="init_params"
        readOnly={readOnly}
        newRow={{ type: 'int', value: '' }}
        columns={[col('name'), col('zh'), typeColumn, text('value', t('devices.types.col.value'), 200)]}
      />
    ),
    status: (
      <TypeListEditor
        list="status_templates"
        readOnly={readOnly}
        newRow={{}}
        columns={[num('value', t('devices.types.col.statusValue')), col('zh'), col('en')]}
      />
    ),
    logs: (
      <TypeListEditor
        list="log_attributes"
        readOnly={readOnly}
        newRow={{}}
        columns={[text('key', t('devices.types.col.key')), col('zh'), col('en')]}
      />
    ),
    json: <JsonPreview form={form} />,
  };

  return (
    <Card
      data-testid="device-type-detail"
      title={
        <Space>
          <Typography.Text strong>{type ? type.name : t('devices.types.newTitle')}</Typography.Text>
          {type && <Tag>{DEVICE_TYPE_KIND_LABELS[type.kind][locale]}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {!readOnly && (
            <Button type="primary" loading={save.isPending} onClick={handleSave} data-testid="type-save">
              {t('devices.common.save')}
            </Button>
          )}
          {type && (
            <Button loading={download.isPending} onClick={() => download.mutate()} data-testid="type-export">
              {t('devices.types.export')}
            </Button>
          )}
          {type && !readOnly && (
            <ConfirmButton
              question={t('devices.types.confirmDelete', { name: type.name })}
              words="devices.common"
              onConfirm={() => remove.mutate()}
              danger
              data-testid="type-delete"
            >
              {t('devices.common.delete')}
            </ConfirmButton>
          )}
          <Button onClick={handleBack}>{t('devices.common.back')}</Button>
        </Space>
      }
    >
      {readOnly && (
        <Alert type="info" showIcon title={t('devices.types.readOnly')} style={{ marginBottom: 12 }} />
      )}
      <ErrorNote text={failure} testId="type-error" />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="type-problems"
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>
                  <code>{problem.field}</code> {problem.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Form<TypeFormValues> form={form} layout="vertical" disabled={readOnly} data-testid="type-form">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={TABS.map((key) => ({ key, label: label(key), children: panels[key], forceRender: true }))}
        />
      </Form>
    </Card>
  );
}

/** The definition as JSON, as export gives it and import takes it back. */
function JsonPreview({ form }: { form: ReturnType<typeof Form.useForm<TypeFormValues>>[0] }) {
  const values = Form.useWatch([], { form, preserve: true }) as TypeFormValues | undefined;
  const input = formToInput(values ?? {});
  return (
    <pre
      data-testid="type-json"
      style={{ maxHeight: 480, overflow: 'auto', background: 'rgba(0,0,0,0.04)', padding: 12 }}
    >
      {JSON.stringify(input, null, 2)}
    </pre>
  );
}
