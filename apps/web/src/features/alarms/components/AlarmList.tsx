import { ALARM_LEVEL_LABELS, type AlarmEvent, type AlarmLevel, type AlarmRule } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Switch, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageOwner } from '../../messages/hooks/useMessageOwner';
import { orderRoutes } from '../../orders/utils/routes';
import { alarmRoutes } from '../utils/routes';
import {
  type AlarmOwner,
  deleteRule,
  fetchEvents,
  fetchRules,
  handleEvents,
  setRuleEnabled,
} from '../api/alarms';

const PAGE_SIZE = 20;

/** StationManagement/AlarmList: alarm rules and alarm events of the stations the user may see. */
export function AlarmList() {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const navigate = useNavigate();
  if (!owner) return null;
  return (
    <Tabs
      items={[
        { key: 'events', label: t('alarms.events'), children: <EventTable owner={owner} /> },
        {
          key: 'rules',
          label: t('alarms.rules'),
          children: (
            <>
              <Button type="primary" onClick={() => navigate(alarmRoutes.add)} style={{ marginBottom: 12 }}>
                {t('alarms.addRule')}
              </Button>
              <RuleTable owner={owner} />
            </>
          ),
        },
      ]}
    />
  );
}

function levelTag(level: number, locale: 'zh' | 'en') {
  const label = ALARM_LEVEL_LABELS[level as AlarmLevel]?.[locale] ?? String(level);
  const color = level >= 4 ? 'red' : level === 3 ? 'orange' : level === 2 ? 'gold' : 'blue';
  return <Tag color={color}>{label}</Tag>;
}

function RuleTable({ owner }: { owner: AlarmOwner }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rules = useQuery({
    queryKey: ['alarm-rules', owner.tenantId, page],
    queryFn: () => fetchRules(owner, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['alarm-rules'] });
  const onError = (error: Error) => void message.error(error.message);
  const toggle = useMutation({
    mutationFn: (input: { id: string; enabled: boolean }) => setRuleEnabled(owner, input.id, input.enabled),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteRule(owner, id),
    onSuccess: refresh,
    onError,
  });
  const handleToggle = (rule: AlarmRule, enabled: boolean) => toggle.mutate({ id: rule.id, enabled });
  return (
    <Table<AlarmRule>
      rowKey="id"
      loading={rules.isLoading}
      dataSource={rules.data?.list ?? []}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: rules.data?.pagination.total_size ?? 0,
        onChange: setPage,
      }}
      columns={[
        { title: t('alarms.name'), dataIndex: 'name', key: 'name' },
        { title: t('alarms.level'), key: 'level', render: (_, rule) => levelTag(rule.level, locale) },
        {
          title: t('alarms.status'),
          key: 'status',
          render: (_, rule) => (
            <Switch
              checked={rule.status === 'enabled'}
              disabled={!rule.editable}
              checkedChildren={t('alarms.enabled')}
              unCheckedChildren={t('alarms.disabled')}
              onChange={(checked) => handleToggle(rule, checked)}
            />
          ),
        },
        {
          title: t('alarms.actions'),
          key: 'actions',
          render: (_, rule) =>
            rule.editable ? (
              <Popconfirm title={t('alarms.deleteConfirm')} onConfirm={() => remove.mutate(rule.id)}>
                <Button type="link" danger>
                  {t('alarms.delete')}
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}

function EventTable({ owner }: { owner: AlarmOwner }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ handler: string; handle_method: string }>();
  const events = useQuery({
    queryKey: ['alarm-events', owner.tenantId, page],
    queryFn: () => fetchEvents(owner, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const handle = useMutation({
    mutationFn: (input: { handler: string; handle_method: string }) =>
      handleEvents(owner, handling ?? [], input.handler, input.handle_method),
    onSuccess: () => {
      setHandling(null);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['alarm-events'] });
    },
    onError: (error: Error) => void message.error(error.message),
  });
  const handleOk = () => void form.validateFields().then((values) => handle.mutate(values));
  return (
    <>
      <Table<AlarmEvent>
        rowKey="id"
        loading={events.isLoading}
        dataSource={events.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: events.data?.pagination.total_size ?? 0,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('alarms.time'),
            key: 'time',
            render: (_, e) => dayjs(e.generated_time).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('alarms.station'), key: 'station', render: (_, e) => e.station_name ?? '' },
          { title: t('alarms.device'), dataIndex: 'device_name', key: 'device' },
          { title: t('alarms.rule'), dataIndex: 'rule_name', key: 'rule' },
          { title: t('alarms.level'), key: 'level', render: (_, e) => levelTag(e.level, locale) },
          { title: t('alarms.message'), dataIndex: 'message', key: 'message' },
          { title: t('alarms.count'), dataIndex: 'count', key: 'count' },
          {
            title: t('alarms.state'),
            key: 'state',
            render: (_, e) => (
              <Tag color={e.state === 'active' ? 'red' : 'green'}>{t(`alarms.${e.state}`)}</Tag>
            ),
          },
          {
            // The work order raised from the event, or the way to raise one.
            title: t('alarms.workOrder'),
            key: 'work_order',
            render: (_, e) =>
              e.work_order_id ? (
                <Button type="link" onClick={() => navigate(orderRoutes.workOrderDetail(e.work_order_id!))}>
                  {e.work_order_no}
                </Button>
              ) : (
                <Button
                  type="link"
                  data-testid="alarm-create-work-order"
                  onClick={() => navigate(orderRoutes.workAddFromAlarm(e))}
                >
                  {t('alarms.createWorkOrder')}
                </Button>
              ),
          },
          {
            title: t('alarms.handlerStatus'),
            key: 'handler_status',
            render: (_, e) =>
              e.handler_status === 'handled' ? (
                `${t('alarms.handled')} · ${e.handler ?? ''}`
              ) : (
                <Button type="link" onClick={() => setHandling([e.id])}>
                  {t('alarms.handle')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={handling !== null}
        title={t('alarms.handle')}
        confirmLoading={handle.isPending}
        onOk={handleOk}
        onCancel={() => setHandling(null)}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="handler" label={t('alarms.handler')} rules={[{ required: true, max: 12 }]}>
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item
            name="handle_method"
            label={t('alarms.handleMethod')}
            rules={[{ required: true, max: 124 }]}
          >
            <Input.TextArea maxLength={124} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
