import {
  moveAllowed,
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_MOVES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TYPE_LABELS,
  type WorkOrderMove,
  type WorkOrderStatus,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { fetchWorkOrder, moveWorkOrder } from '../api/orders';
import type { MoveInput } from './MoveButtons';
import { OrderProgress, picturesItem } from './OrderProgress';
import { orderKeys } from '../api/orderKeys';
import { localText } from '../../../ui/localText';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '--');

/** A work order in a drawer: its fields, timeline, and the moves the caller's roles make now. */
export function WorkOrderDetail(props: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: orderKeys.workOrderOne(props.id),
    queryFn: () => fetchWorkOrder(props.id!),
    enabled: props.id !== null,
  });
  const o = order.data;
  const moves = o
    ? WORK_ORDER_MOVE_NAMES.filter((m) => moveAllowed(WORK_ORDER_MOVES[m], o.status, o.my_roles).role)
    : [];
  const handleSend = (move: string, input: MoveInput) => moveWorkOrder(o!.id, move as WorkOrderMove, input);
  return (
    <Drawer open={props.id !== null} onClose={props.onClose} width={640} title={o?.order_no}>
      {!o ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered data-testid="work-detail">
            <Descriptions.Item label={t('orders.work.name')} span={2}>
              {localText(o, 'name')}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.work.status')}>
              {labelIn(WORK_ORDER_STATUS_LABELS, o.status)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.work.type')}>
              {labelIn(WORK_ORDER_TYPE_LABELS, o.type)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.work.priority')}>
              {labelIn(WORK_ORDER_PRIORITY_LABELS, o.priority)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.work.station')}>{o.station_name ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('orders.work.sponsor')}>{o.sponsor_name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.work.handler')}>{o.handler_name ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('orders.work.verifier')}>{o.verifier_name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.work.plannedStart')}>
              {time(o.planned_start)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.work.plannedEnd')}>{time(o.planned_end)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.work.description')} span={2}>
              {localText(o, 'description')}
            </Descriptions.Item>
            {o.checklist.length > 0 ? (
              <Descriptions.Item label={t('orders.common.checklist')} span={2}>
                <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="work-checklist">
                  {o.checklist.map((c) => (
                    <li key={c.item}>
                      {c.done ? '☑' : '☐'} {localText(c, 'item')}
                      {c.note ? ` — ${localText(c, 'note')}` : ''}
                    </li>
                  ))}
                </ul>
              </Descriptions.Item>
            ) : null}
            {picturesItem(t, o.pictures)}
          </Descriptions>
          <OrderProgress
            moves={moves.map((m) => ({ move: m, label: t(`orders.work.moves.${m}`) }))}
            send={handleSend}
            refresh={[orderKeys.workOrder, orderKeys.workOrders]}
            checklist={{
              move: 'submit',
              items: o.checklist.map((c) => ({ item: c.item, label: localText(c, 'item') })),
            }}
            title={t('orders.work.timeline')}
            events={o.timeline}
            statusLabel={(s) => labelIn(WORK_ORDER_STATUS_LABELS, s as WorkOrderStatus)}
            actionLabel={(a) =>
              a === 'create' ? t('orders.work.add') : t(`orders.work.moves.${a as WorkOrderMove}`)
            }
          />
        </>
      )}
    </Drawer>
  );
}
