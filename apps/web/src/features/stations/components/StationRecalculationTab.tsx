import { type RecalculationTask, recalculationInputSchema } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Progress, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchAllThings, fetchRecalculations, startRecalculation } from '../api/stations';
import { issueText } from '../../../ui/fieldRule';
import { stationKeys } from '../api/stationKeys';
import { showErrorAtField } from '../utils/showErrorAtField';

interface RecalculationForm {
  range?: [Dayjs, Dayjs] | null;
  things_id?: string;
}

const STATUS_COLORS: Record<RecalculationTask['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/**
 * Data calibration: recompute the rollups of a range from the raw samples; the tasks' progress,
 * with the revenue recomputations a tariff change started.
 */
export function StationRecalculationTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RecalculationForm>();
  const key = stationKeys.recalculation(stationId);
  const tasks = useQuery({
    queryKey: key,
    queryFn: () => fetchRecalculations(stationId),
    // Poll only while a task is still under way.
    refetchInterval: (query) =>
      query.state.data?.list.some((task) => task.status === 'queued' || task.status === 'running')
        ? 2_000
        : false,
  });
  const things = useQuery({
    queryKey: stationKeys.everyThing(stationId),
    queryFn: () => fetchAllThings(stationId),
  });
  const start = useMutation({
    mutationFn: (values: RecalculationForm) =>
      startRecalculation(stationId, {
        begin_time: values.range![0].toISOString(),
        end_time: values.range![1].toISOString(),
        ...(values.things_id ? { things_id: values.things_id } : {}),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: (error) => showErrorAtField(form, 'range', error),
  });
  const checkRange = async (_rule: unknown, range: RecalculationForm['range']) => {
    if (!range) throw new Error(issueText({ message: 'iot-validation.10001' }));
    const parsed = recalculationInputSchema.safeParse({
      begin_time: range[0].toISOString(),
      end_time: range[1].toISOString(),
    });
    if (!parsed.success) throw new Error(issueText(parsed.error.issues[0]));
  };

  return (
    <div data-testid="station-recalculation">
      {canEdit ? (
        <Form<RecalculationForm>
          form={form}
          layout="inline"
          onFinish={(values) => start.mutate(values)}
          style={{ marginBottom: 12 }}
        >
          <Form.Item
            name="range"
            label={t('stations.recalculation.range')}
            rules={[{ validator: checkRange }]}
          >
            <DatePicker.RangePicker showTime />
          </Form.Item>
          <Form.Item name="things_id" label={t('stations.recalculation.device')}>
            <Select
              allowClear
              style={{ width: 220 }}
              placeholder={t('stations.recalculation.allDevices')}
              options={(things.data?.list ?? []).map((thing) => ({
                value: thing.id,
                label: `${thing.name} (${thing.id})`,
              }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={start.isPending}>
              {t('stations.recalculation.start')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      <Table<RecalculationTask>
        rowKey="id"
        size="small"
        pagination={false}
        // On a phone the table scrolls sideways instead of wrapping every cell.
        scroll={{ x: 'max-content' }}
        dataSource={tasks.data?.list ?? []}
        columns={[
          {
            title: t('stations.recalculation.kind'),
            dataIndex: 'kind',
            key: 'kind',
            render: (kind: RecalculationTask['kind']) =>
              kind === 'revenue'
                ? t('stations.recalculation.kindRevenue')
                : t('stations.recalculation.kindRollups'),
          },
          {
            title: t('stations.recalculation.range'),
            key: 'range',
            render: (_, task) =>
              `${dayjs(task.begin_time).format('YYYY-MM-DD HH:mm')} ~ ${dayjs(task.end_time).format('YYYY-MM-DD HH:mm')}`,
          },
          {
            title: t('stations.recalculation.device'),
            dataIndex: 'things_id',
            key: 'device',
            render: (value: string | null, task) =>
              task.kind === 'revenue' ? '—' : (value ?? t('stations.recalculation.allDevices')),
          },
          {
            title: t('stations.fields.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: RecalculationTask['status'], task) => (
              <Tag color={STATUS_COLORS[status]} title={task.error ?? undefined}>
                {task.error === 'interrupted'
                  ? t('stations.recalculation.interrupted')
                  : t(`stations.recalculation.${status}`)}
              </Tag>
            ),
          },
          {
            title: t('stations.recalculation.progress'),
            dataIndex: 'progress',
            key: 'progress',
            width: 200,
            render: (progress: number, task) => (
              <Progress
                percent={Math.round(progress)}
                size="small"
                status={task.status === 'failed' ? 'exception' : undefined}
              />
            ),
          },
          {
            title: t('stations.fields.createdAt'),
            dataIndex: 'created_at',
            key: 'created_at',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
          },
        ]}
      />
    </div>
  );
}
