import {
  FILE_RECALL_KINDS,
  type FileRecall,
  type FileRecallInput,
  type FileRecallState,
  fileRecallInputSchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { fieldRule } from '../../../ui/fieldRule';
import { usePermissions } from '../../access';
import { downloadRecalledFile, fetchFileRecalls, loraKeys, startFileRecall } from '../api/lora';

const STATE_COLOURS: Record<FileRecallState, string> = {
  sending: 'processing',
  fetching: 'processing',
  fetched: 'success',
  failed: 'error',
};

/** B §4 file recall: the command is sent, then the file fetched; a fetched file can be downloaded. */
export function DeviceFileRecallTab({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FileRecallInput>();
  const recalls = useQuery({
    queryKey: loraKeys.recalls(deviceId),
    queryFn: () => fetchFileRecalls(deviceId),
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.state === 'sending' || r.state === 'fetching') ? 1000 : false,
  });
  const recall = useMutation({
    mutationFn: (body: FileRecallInput) =>
      startFileRecall(deviceId, { kind: body.kind, ...(body.name ? { name: body.name } : {}) }),
    onSuccess: () => {
      void feedback.message.success(t('lora.recall.started'));
      void queryClient.invalidateQueries({ queryKey: loraKeys.recalls(deviceId) });
    },
    onError: (error) =>
      void feedback.message.error(error instanceof ApiError ? error.message : String(error)),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="file-recall-tab">
      {can('device:command') ? (
        <Form
          form={form}
          layout="inline"
          initialValues={{ kind: 'log' }}
          onFinish={(values) => recall.mutate(values)}
        >
          <Form.Item name="kind" label={t('lora.recall.kind')}>
            <Select
              style={{ width: 140 }}
              data-testid="file-recall-kind"
              options={FILE_RECALL_KINDS.map((kind) => ({
                value: kind,
                label: t(`lora.recall.kinds.${kind}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('lora.recall.name')}
            rules={[fieldRule(fileRecallInputSchema.shape.name)]}
          >
            <Input style={{ width: 220 }} data-testid="file-recall-name" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={recall.isPending} data-testid="file-recall-start">
            {t('lora.recall.start')}
          </Button>
        </Form>
      ) : null}
      <Table<FileRecall>
        size="small"
        rowKey="id"
        loading={recalls.isPending}
        dataSource={recalls.data?.items ?? []}
        pagination={false}
        data-testid="file-recalls"
        columns={[
          {
            title: t('lora.recall.columns.created'),
            dataIndex: 'created_at',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('lora.recall.columns.kind'),
            dataIndex: 'kind',
            render: (kind: FileRecall['kind']) => t(`lora.recall.kinds.${kind}`),
          },
          {
            title: t('lora.recall.columns.state'),
            dataIndex: 'state',
            render: (state: FileRecallState, row) => (
              <Space>
                <Tag color={STATE_COLOURS[state]} data-testid="file-recall-state" data-state={state}>
                  {t(`lora.recall.states.${state}`)}
                </Tag>
                {row.error_code ? translateError(row.error_code) : null}
              </Space>
            ),
          },
          { title: t('lora.recall.columns.file'), dataIndex: 'file_name' },
          { title: t('lora.recall.columns.size'), dataIndex: 'size' },
          {
            title: t('lora.recall.columns.actions'),
            key: 'actions',
            render: (_, row) =>
              row.state === 'fetched' && can('device:data:download') ? (
                <Button
                  type="link"
                  data-testid="file-recall-download"
                  onClick={() => void downloadRecalledFile(deviceId, row.id, row.file_name ?? row.id)}
                >
                  {t('lora.recall.download')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
