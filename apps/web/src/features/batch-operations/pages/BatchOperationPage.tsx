import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BATCH_OPERATION_KIND_LABELS,
  BATCH_OPERATION_KINDS,
  BATCH_OPERATION_LIMITS,
  type BatchOperation,
  type BatchOperationInput,
  type BatchOperationKind,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Progress, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import {
  batchKeys,
  createBatch,
  fetchBatches,
  fetchStationOptions,
  fetchType,
  fetchTypeOptions,
} from '../api/batchOperations';
import { BatchResults } from '../components/BatchResults';

interface Values {
  kind: BatchOperationKind;
  station_ids?: string[];
  type_id?: string;
  keyword?: string;
  operation?: string;
  params?: Record<string, unknown>;
  config?: Array<{ key?: string; value?: string }>;
}

/** OperationManagement/BatchOperation: send a command or push a configuration to many devices. */
export default function BatchOperationPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  const kind = Form.useWatch('kind', form) ?? 'command';
  const typeId = Form.useWatch('type_id', form);
  const operationName = Form.useWatch('operation', form);
  const stations = useQuery({ queryKey: batchKeys.stations, queryFn: fetchStationOptions });
  const types = useQuery({ queryKey: batchKeys.types, queryFn: fetchTypeOptions });
  const type = useQuery({
    queryKey: batchKeys.type(typeId ?? ''),
    queryFn: () => fetchType(typeId!),
    enabled: !!typeId,
  });
  const operation = type.data?.operations.find((o) => o.name === operationName);
  const batches = useQuery({
    queryKey: batchKeys.list(page),
    queryFn: () => fetchBatches(page),
    refetchInterval: (query) =>
      query.state.data?.list.some((b) => b.summary.in_progress > 0) ? 3000 : false,
  });
  const send = useMutation({
    mutationFn: (body: BatchOperationInput) => createBatch(body),
    onSuccess: (batch) => {
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
      setOpen(batch.id);
    },
    onError: (error) => applyServerErrors(form, error),
  });

  const handleFinish = (v: Values) =>
    send.mutate({
      kind: v.kind,
      target: {
        station_ids: v.station_ids ?? [],
        type_ids: v.type_id ? [v.type_id] : [],
        device_ids: [],
        keyword: v.keyword ?? '',
      },
      operation: v.operation ?? '',
      params: Object.fromEntries(
        Object.entries(v.params ?? {}).filter(([, x]) => x !== undefined && x !== ''),
      ),
      config: Object.fromEntries((v.config ?? []).flatMap((c) => (c.key ? [[c.key, c.value ?? '']] : []))),
    });
  const handleClose = () => setOpen(undefined);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('batch.title')}>
        <Typography.Paragraph type="secondary">{t('batch.selectionHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ kind: 'command' }} onFinish={handleFinish}>
          <Space wrap align="start">
            <Form.Item name="kind" label={t('batch.fields.kind')} required>
              <Select
                style={{ width: 180 }}
                options={BATCH_OPERATION_KINDS.map((k) => ({
                  value: k,
                  label: labelIn(BATCH_OPERATION_KIND_LABELS, k),
                }))}
              />
            </Form.Item>
            <Form.Item name="station_ids" label={t('batch.fields.stations')}>
              <Select
                mode="multiple"
                allowClear
                style={{ minWidth: 240 }}
                optionFilterProp="label"
                loading={stations.isPending}
                options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
            <Form.Item name="type_id" label={t('batch.fields.type')} required={kind === 'command'}>
              <Select
                data-testid="batch-type"
                allowClear
                style={{ width: 220 }}
                optionFilterProp="label"
                loading={types.isPending}
                options={(types.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('batch.fields.keyword')}>
              <Input
                data-testid="batch-keyword"
                style={{ width: 200 }}
                maxLength={BATCH_OPERATION_LIMITS.keyword}
              />
            </Form.Item>
          </Space>
          {kind === 'command' ? (
            <Space wrap align="start">
              <Form.Item name="operation" label={t('batch.fields.operation')} required>
                <Select
                  data-testid="batch-operation"
                  style={{ width: 220 }}
                  options={(type.data?.operations ?? []).map((o) => ({
                    value: o.name,
                    label: en ? o.en || o.zh : o.zh,
                  }))}
                />
              </Form.Item>
              {operation?.params.map((param) => (
                <Form.Item
                  key={param.name}
                  name={['params', param.name]}
                  label={param.zh ?? param.name}
                  required={param.required}
                >
                  {param.type === 'string' || param.hex ? (
                    <Input style={{ width: 160 }} />
                  ) : (
                    <InputNumber data-testid={`batch-param-${param.name}`} min={param.min} max={param.max} />
                  )}
                </Form.Item>
              ))}
            </Space>
          ) : (
            <Form.List name="config" initialValue={[{}]}>
              {(fields, { add, remove }) => (
                <Form.Item label={t('batch.fields.config')} required>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'key']}>
                        <Input placeholder={t('batch.fields.key')} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'value']}>
                        <Input placeholder={t('batch.fields.value')} />
                      </Form.Item>
                      <MinusCircleOutlined onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                    {t('batch.fields.addConfig')}
                  </Button>
                </Form.Item>
              )}
            </Form.List>
          )}
          <Button data-testid="batch-send" type="primary" htmlType="submit" loading={send.isPending}>
            {t('batch.common.send')}
          </Button>
        </Form>
      </Card>
      <Card title={t('batch.historyTitle')}>
        <Table<BatchOperation>
          rowKey="id"
          loading={batches.isPending}
          dataSource={batches.data?.list ?? []}
          onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: 10,
            total: batches.data?.pagination.total_size ?? 0,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('batch.columns.time'),
              render: (_, b) => dayjs(b.created_at).format('YYYY-MM-DD HH:mm:ss'),
            },
            {
              title: t('batch.columns.kind'),
              render: (_, b) => labelIn(BATCH_OPERATION_KIND_LABELS, b.kind),
            },
            {
              title: t('batch.columns.progress'),
              render: (_, b) => <Progress percent={b.summary.progress} size="small" style={{ width: 140 }} />,
            },
            { title: t('batch.columns.summary'), render: (_, b) => t('batch.summary', b.summary) },
          ]}
        />
      </Card>
      {open && <BatchResults id={open} onClose={handleClose} />}
    </Space>
  );
}
