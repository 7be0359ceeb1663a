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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Drawer, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { fetchWorkOrder, moveWorkOrder } from '../api/orders';
import { MoveButtons, type MoveInput } from './MoveButtons';
import { PictureStrip } from './OrderPictures';
import { OrderTimeline } from './OrderTimeline';
import { orderKeys } from '../api/orderKeys';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '--');

/** A work order in a drawer: its fields, timeline, and the moves the caller's roles make now. */
export function WorkOrderDetail(props: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: orderKeys.workOrderOne(props.id),
    queryFn: () => fetchWorkOrder(props.id!),
    enabled: props.id !== null,
  });
  const o = order.data;
  const moves = o
    ? WORK_ORDER_MOVE_NAMES.filter((m) => moveAllowed(WORK_ORDER_MOVES[m], o.status, o.my_roles).role)
    : [];
  const handleMove = async (move: string, input: MoveInput) => {
    await moveWorkOrder(o!.id, move as WorkOrderMove, input);
    message.success(t('orders.common.done'));
    await queryClient.invalidateQueries({ queryKey: orderKeys.workOrder });
    await queryClient.invalidateQueries({ queryKey: orderKeys.workOrders });
  };
  return (
    <Drawer open={props.id !== null} onClose={props.onClose} width={640} title={o?.order_no}>
      {!o ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered data-testid="work-detail">
            <Descriptions.Item label={t('orders.work.name')} span={2}>
              {o.name}
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
              {o.description}
            </Descriptions.Item>
            {o.checklist.length > 0 ? (
              <Descriptions.Item label={t('orders.common.checklist')} span={2}>
                <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="work-checklist">
                  {o.checklist.map((c) => (
                    <li key={c.item}>
                      {c.done ? '☑' : '☐'} {c.item}
                      {c.note ? ` — ${c.note}` : ''}
                    </li>
                  ))}
                </ul>
              </Descriptions.Item>
            ) : null}
            {o.picture_ids.length > 0 ? (
              <Descriptions.Item label={t('orders.common.pictures')} span={2}>
                <PictureStrip ids={o.picture_ids} />
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div style={{ margin: '16px 0' }}>
            <MoveButtons
              moves={moves.map((m) => ({ move: m, label: t(`orders.work.moves.${m}`) }))}
              onMove={handleMove}
              checklist={{ move: 'submit', items: o.checklist.map((c) => c.item) }}
            />
          </div>
          <h4>{t('orders.work.timeline')}</h4>
          <OrderTimeline
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
