import type { FirmwareTaskDetail } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Progress, Space, Spin, Table, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { MissingRecord } from '../../../ui/MissingRecord';
import { fetchTask, firmwareKeys } from '../api/firmware';
import { PhaseTag, StateTag } from '../components/PhaseTag';
import { TaskActions } from '../components/TaskActions';
import { FIRMWARE_LIST_ROUTE, finishedPercent, reasonText } from '../utils/firmwareText';

type Device = FirmwareTaskDetail['device_list'][number];
type Group = FirmwareTaskDetail['groups'][number];

/** DeviceManager/FirmwareList/TaskDetails?id=…: live progress per group and per device. */
export default function TaskDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const task = useQuery({
    queryKey: firmwareKeys.task(id),
    queryFn: () => fetchTask(id),
    enabled: id !== '',
    retry: false,
    refetchInterval: (query) =>
      ['finished', 'cancelled'].includes(query.state.data?.phase ?? '') ? false : 2000,
  });
  const handleBack = () => navigate(`${containerPath(FIRMWARE_LIST_ROUTE)}?tab=tasks`);
  if (task.isPending && id) return <Spin />;
  if (!task.data) return <MissingRecord backTo={FIRMWARE_LIST_ROUTE} />;
  const d = task.data;
  const groupName = (index: number) =>
    index === 0 ? t('firmware.group.canary') : t('firmware.group.nth', { n: index + 1 });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={`${d.type_name} ${d.version}`}
        extra={
          <Space>
            <TaskActions task={d} />
            <Button onClick={handleBack}>{t('firmware.common.back')}</Button>
          </Space>
        }
      >
        {d.reason && (
          <Alert
            type={d.phase === 'awaiting_approval' ? 'info' : 'warning'}
            showIcon
            message={reasonText(d.reason)}
            data-testid="task-reason"
            style={{ marginBottom: 16 }}
          />
        )}
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('firmware.fields.phase')}>
            <PhaseTag phase={d.phase} />
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.progress')}>
            <span data-testid="task-summary">
              {t('firmware.summary', { succeeded: d.succeeded, devices: d.devices, failed: d.failed })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.target')}>
            {t(`firmware.targetKinds.${d.target_kind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.upgradeAt')}>
            {dayjs(d.upgrade_at).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.differential')}>
            {d.differential ? '✓' : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.createdBy')}>{d.created_by_name}</Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.successThreshold')}>
            {d.plan.success_threshold}
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.errorThreshold')}>
            {d.plan.error_threshold}
          </Descriptions.Item>
          <Descriptions.Item label={t('firmware.fields.pacing')}>
            {d.plan.pacing_per_minute}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('firmware.fields.group')}>
        <Table<Group>
          rowKey="index"
          size="small"
          pagination={false}
          dataSource={d.groups}
          data-testid="task-groups"
          columns={[
            {
              title: t('firmware.fields.group'),
              key: 'name',
              render: (_: unknown, g) =>
                `${groupName(g.index)}${g.index === d.current_group && d.phase === 'running' ? ' ▶' : ''}`,
            },
            { title: '%', dataIndex: 'percent' },
            { title: t('firmware.fields.devices'), dataIndex: 'size' },
            {
              title: t('firmware.fields.progress'),
              key: 'progress',
              render: (_: unknown, g) => (
                <Progress
                  size="small"
                  percent={finishedPercent(g.counts, g.size)}
                  success={{ percent: g.size ? Math.round((g.counts.success * 100) / g.size) : 0 }}
                  status={g.counts.fail > 0 ? 'exception' : undefined}
                />
              ),
            },
            ...(['to_push', 'pushed', 'upgrading', 'success', 'fail'] as const).map((s) => ({
              title: t(`firmware.states.${s}`),
              key: s,
              render: (_: unknown, g: Group) => g.counts[s],
            })),
          ]}
        />
      </Card>
      <Card title={t('firmware.fields.devices')}>
        <Table<Device>
          rowKey="device_id"
          size="small"
          dataSource={d.device_list}
          data-testid="task-devices-table"
          pagination={{ pageSize: 50 }}
          onRow={(row) => ({ 'data-device': row.device_id }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('firmware.fields.devices'), dataIndex: 'device_name' },
            { title: t('firmware.fields.group'), dataIndex: 'group', render: (g: number) => groupName(g) },
            {
              title: t('firmware.fields.state'),
              dataIndex: 'state',
              render: (_: unknown, row) => <StateTag state={row.state} />,
            },
            {
              title: t('firmware.fields.progress'),
              dataIndex: 'progress',
              render: (p: number) => <Progress size="small" percent={p} />,
            },
            { title: t('firmware.fields.fromVersion'), dataIndex: 'from_version' },
            { title: t('firmware.fields.newVersion'), dataIndex: 'version' },
            { title: t('firmware.fields.attempts'), dataIndex: 'attempts' },
            {
              title: t('firmware.fields.reason'),
              key: 'reason',
              render: (_: unknown, row) => reasonText(row.reason),
            },
            {
              title: t('firmware.fields.updatedAt'),
              dataIndex: 'updated_at',
              render: (v: string) => dayjs(v).format('HH:mm:ss'),
            },
          ]}
        />
      </Card>
      <Card title={t('firmware.events.title')}>
        <Timeline
          items={d.events.map((e) => ({
            children: `${dayjs(e.at).format('YYYY-MM-DD HH:mm:ss')} · ${
              e.action === 'group'
                ? t('firmware.events.group', { n: Number(e.reason?.params.group ?? 0) })
                : t(`firmware.events.${e.action}`)
            } · ${e.actor_name || t('firmware.events.system')}${e.reason && e.action !== 'group' ? ` · ${reasonText(e.reason)}` : ''}`,
          }))}
        />
      </Card>
    </Space>
  );
}
