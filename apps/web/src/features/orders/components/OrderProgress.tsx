import type { OrderEvent, UploadRef } from '@ies/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ChecklistToAnswer, MoveButtons, type MoveInput } from './MoveButtons';
import { PictureStrip } from './OrderPictures';
import { OrderTimeline } from './OrderTimeline';

/**
 * An order's pictures as a Descriptions row, or nothing. A function, not a component: Descriptions
 * reads the props of its direct Descriptions.Item children.
 */
export function picturesItem(t: TFunction, pictures: UploadRef[]) {
  return pictures.length > 0 ? (
    <Descriptions.Item label={t('orders.common.pictures')} span={2}>
      <PictureStrip pictures={pictures} />
    </Descriptions.Item>
  ) : null;
}

interface OrderProgressProps {
  /** The moves open now, each with its label. */
  moves: Array<{ move: string; label: string }>;
  /** Sends one move; on success it is said done and `refresh` is fetched again. */
  send: (move: string, input: MoveInput) => Promise<unknown>;
  refresh: QueryKey[];
  checklist?: ChecklistToAnswer;
  /** The timeline's heading. */
  title: string;
  events: OrderEvent[];
  statusLabel: (status: string) => string;
  actionLabel: (action: string) => string;
}

/** Below an order's fields (repair record, work order): the move buttons, then the timeline. */
export function OrderProgress(props: OrderProgressProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const handleMove = async (move: string, input: MoveInput) => {
    await props.send(move, input);
    message.success(t('orders.common.done'));
    for (const queryKey of props.refresh) await queryClient.invalidateQueries({ queryKey });
  };
  return (
    <>
      <div style={{ margin: '16px 0' }}>
        <MoveButtons moves={props.moves} onMove={handleMove} checklist={props.checklist} />
      </div>
      <h4>{props.title}</h4>
      <OrderTimeline events={props.events} statusLabel={props.statusLabel} actionLabel={props.actionLabel} />
    </>
  );
}
