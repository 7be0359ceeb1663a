import { Allowed } from '../../access';
import type { AlarmEvent, AlarmEventDeleteResult } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderRoutes } from '../../../lib/orderPaths';
import { PagedTable } from '../../../ui/PagedTable';
import { type AlarmOwner, deleteEvents, fetchEvents, handleEvents } from '../api/alarms';
import { alarmKeys } from '../api/alarmKeys';
import { AlarmEventDetail } from './AlarmEventDetail';
import { EventStateTag, levelTag } from './eventTags';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import { ruleFields } from '../utils/ruleFieldSchemas';
import { localText } from '../../../ui/localText';

const PAGE_SIZE = 20;

/**
 * Alarm events with handling, details (the delivery log) and batch delete of ended ones;
 * `stationId` narrows them to one station (its detail's alarm tab).
 */
export function AlarmEventTable({ owner, stationId }: { owner: AlarmOwner; stationId?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<AlarmEvent | null>(null);
  const [kept, setKept] = useState<AlarmEventDeleteResult['kept']>([]);
  const [form] = Form.useForm<{ handler: string; handle_method: string }>();
  const events = useQuery({
    queryKey: alarmKeys.eventList(owner.tenantId, stationId ?? '', page),
    queryFn: () => fetchEvents(owner, page, PAGE_SIZE, stationId),
    placeholderData: keepPreviousData,
  });
  const handle = useMutation({
    mutationFn: (input: { handler: string; handle_method: string }) =>
      handleEvents(owner, handling ?? [], input.handler, input.handle_method),
    onSuccess: () => {
      setHandling(null);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: alarmKeys.events });
      void queryClient.invalidateQueries({ queryKey: alarmKeys.count });
    },
    onError: (error: Error) => void message.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => deleteEvents(owner, selected),
    onSuccess: (result) => {
      setSelected([]);
      if (result.count > 0) void message.success(t('alarms.eventsDeleted', { count: result.count }));
      setKept(result.kept);
      void queryClient.invalidateQueries({ queryKey: alarmKeys.events });
      void queryClient.invalidateQueries({ queryKey: alarmKeys.count });
    },
    onError: (error: Error) => void message.error(error.message),
  });
  const handleOk = () => void form.validateFields().then((values) => handle.mutate(values));
  const rowsById = new Map((events.data?.list ?? []).map((e) => [e.id, e]));
  const keptName = (id: string) => {
    const e = rowsById.get(id);
    return e
      ? `${localText(e, 'rule_name')} · ${e.device_name} · ${dayjs(e.generated_time).format('YYYY-MM-DD HH:mm:ss')}`
      : t('alarms.unknownEvent');
  };
  return (
    <>
      <Allowed to="alert:event:delete">
        <Popconfirm
          title={t('alarms.deleteEventsConfirm')}
          disabled={selected.length === 0}
          onConfirm={() => remove.mutate()}
        >
          <Button
            danger
            disabled={selected.length === 0}
            loading={remove.isPending}
            style={{ marginBottom: 12 }}
            data-testid="alarm-events-delete"
          >
            {t('alarms.deleteEvents')}
          </Button>
        </Popconfirm>
      </Allowed>
      <PagedTable<AlarmEvent>
        data-testid="alarm-events"
        busy={events.isLoading}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        rows={events.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
        // Wide English headers: the table scrolls in its frame and the details stay in view.
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('alarms.time'),
            key: 'time',
            render: (_, e) => dayjs(e.generated_time).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('alarms.station'), key: 'station', render: (_, e) => e.station_name ?? '' },
          { title: t('alarms.device'), dataIndex: 'device_name', key: 'device' },
          { title: t('alarms.rule'), key: 'rule', width: 160, render: (_, e) => localText(e, 'rule_name') },
          { title: t('alarms.level'), key: 'level', render: (_, e) => levelTag(e.level, locale) },
          {
            title: t('alarms.message'),
            key: 'message',
            width: 300,
            render: (_, e) => localText(e, 'message'),
          },
          { title: t('alarms.count'), dataIndex: 'count', key: 'count' },
          {
            title: t('alarms.state'),
            key: 'state',
            render: (_, e) => <EventStateTag state={e.state} />,
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
                <Allowed to="work-order:create">
                  <Button
                    type="link"
                    data-testid="alarm-create-work-order"
                    onClick={() => navigate(orderRoutes.workAddFromAlarm(e))}
                  >
                    {t('alarms.createWorkOrder')}
                  </Button>
                </Allowed>
              ),
          },
          {
            title: t('alarms.handlerStatus'),
            key: 'handler_status',
            render: (_, e) =>
              e.handler_status === 'handled' ? (
                `${t('alarms.handled')} · ${e.handler ?? ''}`
              ) : (
                <Allowed to="alert:event:handle" otherwise={t('alarms.unhandled')}>
                  <Button type="link" onClick={() => setHandling([e.id])}>
                    {t('alarms.handle')}
                  </Button>
                </Allowed>
              ),
          },
          {
            title: t('alarms.details'),
            key: 'details',
            fixed: 'right',
            render: (_, e) => (
              <Button type="link" data-testid="alarm-event-details" onClick={() => setDetail(e)}>
                {t('alarms.details')}
              </Button>
            ),
          },
        ]}
      />
      {detail ? <AlarmEventDetail owner={owner} event={detail} onClose={() => setDetail(null)} /> : null}
      <Modal
        open={kept.length > 0}
        title={t('alarms.eventsKept')}
        onOk={() => setKept([])}
        onCancel={() => setKept([])}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <ul data-testid="alarm-events-kept">
          {kept.map((k) => (
            <li key={k.id}>
              {keptName(k.id)} — {k.message}
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={handling !== null}
        title={t('alarms.handle')}
        confirmLoading={handle.isPending}
        onOk={handleOk}
        onCancel={() => setHandling(null)}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="handler"
            label={t('alarms.handler')}
            {...schemaItem(ruleFields.handler, { required: true })}
          >
            <Input maxLength={maxLengthOf(ruleFields.handler)} />
          </Form.Item>
          <Form.Item
            name="handle_method"
            label={t('alarms.handleMethod')}
            {...schemaItem(ruleFields.handleMethod, { required: true })}
          >
            <Input.TextArea maxLength={maxLengthOf(ruleFields.handleMethod)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
