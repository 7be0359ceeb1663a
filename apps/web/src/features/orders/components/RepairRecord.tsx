import {
  moveAllowed,
  REPAIR_MOVE_NAMES,
  REPAIR_MOVES,
  REPAIR_STATUS_LABELS,
  type RepairMove,
  type RepairStatus,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { labelIn } from '../../../ui/labels';
import { fetchRepairOrder, moveRepairOrder } from '../api/orders';
import type { MoveInput } from './MoveButtons';
import { OrderProgress, picturesItem } from './OrderProgress';
import { orderKeys } from '../api/orderKeys';
import { localText } from '../../../ui/localText';

/** RepairRecord (`?id=`): the order, its timeline, and the moves open from its status. */
export function RepairRecord() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const order = useQuery({
    queryKey: orderKeys.repair(id),
    queryFn: () => fetchRepairOrder(id),
    enabled: id !== '',
  });
  if (order.isPending && id) return <Spin />;
  if (!order.data) return <Result status="404" title={t('orders.common.notFound')} />;
  const o = order.data;
  // The server decides roles; the buttons show the moves open from the status (refusals come back as messages).
  const moves = REPAIR_MOVE_NAMES.filter(
    (m) => moveAllowed(REPAIR_MOVES[m], o.status, ['raiser', 'merchant']).status,
  );
  const handleSend = (move: string, input: MoveInput) =>
    moveRepairOrder(o.id, move as RepairMove, { note: input.note, picture_ids: input.picture_ids });
  return (
    <Card title={`${t('route.repairRecord')} ${o.order_no}`}>
      <Descriptions column={2} bordered size="small" data-testid="repair-record">
        <Descriptions.Item label={t('orders.repair.status')}>
          {labelIn(REPAIR_STATUS_LABELS, o.status)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.station')}>{o.station_name}</Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.device')}>{o.device_id ?? '--'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.contact')}>{localText(o, 'contact')}</Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.phone')}>{o.phone}</Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.address')}>{localText(o, 'address')}</Descriptions.Item>
        <Descriptions.Item label={t('orders.repair.description')} span={2}>
          {localText(o, 'description')}
        </Descriptions.Item>
        {picturesItem(t, o.pictures)}
      </Descriptions>
      <OrderProgress
        moves={moves.map((m) => ({ move: m, label: t(`orders.repair.moves.${m}`) }))}
        send={handleSend}
        refresh={[orderKeys.repair(id)]}
        title={t('orders.repair.timeline')}
        events={o.timeline}
        statusLabel={(s) => labelIn(REPAIR_STATUS_LABELS, s as RepairStatus)}
        actionLabel={(a) =>
          a === 'raise' ? t('orders.repair.add') : t(`orders.repair.moves.${a as RepairMove}`)
        }
      />
    </Card>
  );
}
