import {
  type CommandState,
  LORA_START_FREQUENCY_MHZ,
  type LoraAnalysis,
  type LoraConfig,
  loraConfigSchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Progress,
  Row,
  Space,
  Table,
  Tag,
  Tree,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { fieldRule } from '../../../ui/fieldRule';
import { fetchLoraAnalysis, loraKeys, sendLoraConfig, startLoraScan } from '../api/lora';

const NUMBER_FIELDS = [
  'power_dbm',
  'start_frequency_mhz',
  'tx_delay_ms',
  'beacon_window_ms',
  'slot_width_ms',
  'scan_interval_s',
  'refresh_interval_s',
] as const;
const HEX_FIELDS = ['network_id', 'network_key'] as const;
const FIELDS = [...NUMBER_FIELDS, ...HEX_FIELDS] as const;

const STATE_COLOURS: Record<CommandState, string> = {
  pending: 'default',
  sent: 'processing',
  replied: 'success',
  failed: 'error',
  timed_out: 'warning',
  expired: 'default',
};

const running = (state: CommandState | undefined) => state === 'pending' || state === 'sent';

function showError(
  error: unknown,
  form?: { setFields: (fields: { name: string; errors: string[] }[]) => void },
) {
  if (error instanceof ApiError) {
    const fields = (error.data as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields;
    if (form && fields?.length) form.setFields(fields.map((f) => ({ name: f.field, errors: [f.message] })));
    void feedback.message.error(fields?.[0]?.message ?? error.message);
  } else void feedback.message.error(String(error));
}

function CommandStateTag({
  state,
  code,
  testId,
}: {
  state: CommandState;
  code: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Tag color={STATE_COLOURS[state]} data-testid={testId} data-state={state}>
        {t(`lora.state.${state}`)}
      </Tag>
      {code ? <Typography.Text type="danger">{translateError(code)}</Typography.Text> : null}
    </Space>
  );
}

function ScanCard({ deviceId, analysis }: { deviceId: string; analysis: LoraAnalysis | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scan = analysis?.scan;
  const start = useMutation({
    mutationFn: () => startLoraScan(deviceId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: loraKeys.analysis(deviceId) }),
    onError: (error) => showError(error),
  });
  const result = scan?.result;
  return (
    <Card
      size="small"
      title={t('lora.scan.title')}
      extra={
        <Button
          type="primary"
          onClick={() => start.mutate()}
          loading={start.isPending || running(scan?.state)}
          data-testid="lora-scan"
        >
          {t('lora.scan.start')}
        </Button>
      }
    >
      {!scan ? (
        <Empty description={t('lora.scan.never')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <CommandStateTag state={scan.state} code={scan.error_code} testId="lora-scan-state" />
            <Typography.Text type="secondary">
              {t('lora.scan.at')}: {dayjs(scan.requested_at).format('YYYY-MM-DD HH:mm:ss')}
            </Typography.Text>
          </Space>
          {result ? (
            <>
              <Space size="large" wrap>
                <Space>
                  <Typography.Text>{t('lora.scan.loadRate')}</Typography.Text>
                  <Progress
                    type="circle"
                    size={64}
                    percent={result.load_rate_percent}
                    format={(p) => `${p}%`}
                    data-testid="lora-load-rate"
                  />
                </Space>
                <Typography.Text data-testid="lora-current-channel">
                  {t('lora.scan.currentChannel')}: {result.current_channel}
                </Typography.Text>
              </Space>
              <Table
                size="small"
                rowKey="channel"
                pagination={false}
                dataSource={result.channels}
                data-testid="lora-channels"
                columns={[
                  { title: t('lora.scan.channel'), dataIndex: 'channel' },
                  { title: t('lora.scan.frequency'), dataIndex: 'frequency_mhz' },
                  { title: t('lora.scan.rssi'), dataIndex: 'rssi_dbm' },
                  { title: t('lora.scan.busy'), dataIndex: 'busy_percent' },
                ]}
              />
            </>
          ) : null}
        </Space>
      )}
    </Card>
  );
}

function TopologyCard({ deviceId, analysis }: { deviceId: string; analysis: LoraAnalysis | undefined }) {
  const { t } = useTranslation();
  const nodes = analysis?.scan?.result?.nodes ?? [];
  return (
    <Card size="small" title={t('lora.topology.title')} data-testid="lora-topology">
      {nodes.length === 0 ? (
        <Empty description={t('lora.topology.empty')} />
      ) : (
        <Tree
          defaultExpandAll
          selectable={false}
          treeData={[
            {
              key: 'gateway',
              title: `${t('lora.topology.gateway')} ${deviceId}`,
              children: nodes.map((node) => ({
                key: node.address,
                title: (
                  <span data-testid={`lora-node-${node.address}`}>
                    {t('lora.topology.node', { address: node.address })} ·{' '}
                    {t('lora.topology.link', { rssi: node.rssi_dbm, snr: node.snr_db })}
                  </span>
                ),
              })),
            },
          ]}
        />
      )}
    </Card>
  );
}

function ConfigCard({ deviceId, analysis }: { deviceId: string; analysis: LoraAnalysis | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoraConfig>();
  const applied = analysis?.applied_config ?? null;
  const configuration = analysis?.configuration;
  useEffect(() => {
    if (applied && !form.isFieldsTouched()) form.setFieldsValue(applied);
  }, [applied, form]);
  const send = useMutation({
    mutationFn: (config: LoraConfig) => sendLoraConfig(deviceId, config),
    onSuccess: () => {
      void feedback.message.success(t('lora.config.sent'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: loraKeys.analysis(deviceId) });
    },
    onError: (error) =>
      showError(error, {
        setFields: (fields) =>
          form.setFields(fields.map((f) => ({ ...f, name: f.name as keyof LoraConfig }))),
      }),
  });
  return (
    <Card size="small" title={t('lora.config.title')}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form form={form} layout="vertical" onFinish={(values) => send.mutate(values)}>
            {NUMBER_FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`lora.config.${field}`)}
                rules={[fieldRule(loraConfigSchema.shape[field])]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  step={field === 'start_frequency_mhz' ? LORA_START_FREQUENCY_MHZ.step : 1}
                  data-testid={`lora-config-${field}`}
                />
              </Form.Item>
            ))}
            {HEX_FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`lora.config.${field}`)}
                rules={[fieldRule(loraConfigSchema.shape[field])]}
              >
                <Input data-testid={`lora-config-${field}`} />
              </Form.Item>
            ))}
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={send.isPending}
                data-testid="lora-config-send"
              >
                {t('lora.config.send')}
              </Button>
              {configuration ? (
                <CommandStateTag
                  state={configuration.state}
                  code={configuration.error_code}
                  testId="lora-config-state"
                />
              ) : null}
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('lora.config.applied')}</Typography.Title>
          {applied ? (
            <Descriptions column={1} size="small" bordered data-testid="lora-applied">
              {FIELDS.map((field) => (
                <Descriptions.Item key={field} label={t(`lora.config.${field}`)}>
                  <span data-testid={`lora-applied-${field}`}>{String(applied[field])}</span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Empty description={t('lora.config.none')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** B §2 device detail, DTU/LoRa analysis: channel scan, load rate, topology, frequency configuration. */
export function DeviceLoraTab({ deviceId }: { deviceId: string }) {
  const analysis = useQuery({
    queryKey: loraKeys.analysis(deviceId),
    queryFn: () => fetchLoraAnalysis(deviceId),
    // Follows a scan or a configuration until the gateway has answered.
    refetchInterval: (query) => {
      const data = query.state.data;
      return running(data?.scan?.state) || running(data?.configuration?.state) ? 1000 : false;
    },
  });
  if (analysis.error) {
    const code = analysis.error instanceof ApiError ? analysis.error.code : 'iot-http.500';
    return <Empty description={translateError(code)} />;
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="lora-tab">
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <ScanCard deviceId={deviceId} analysis={analysis.data} />
        </Col>
        <Col xs={24} xl={10}>
          <TopologyCard deviceId={deviceId} analysis={analysis.data} />
        </Col>
      </Row>
      <ConfigCard deviceId={deviceId} analysis={analysis.data} />
    </Space>
  );
}
