import type { OrderEvent } from '@ies/contracts';
import { Timeline } from 'antd';
import dayjs from 'dayjs';
import { PictureStrip } from './OrderPictures';

/** Who moved the order, when, from which status to which, with the note. */
export function OrderTimeline(props: {
  events: OrderEvent[];
  statusLabel: (status: string) => string;
  actionLabel: (action: string) => string;
}) {
  return (
    <Timeline
      data-testid="order-timeline"
      items={props.events.map((e) => ({
        children: (
          <div>
            <strong>{props.actionLabel(e.action)}</strong> → {props.statusLabel(e.to_status)} · {e.actor_name}{' '}
            · {dayjs(e.at).format('YYYY-MM-DD HH:mm:ss')}
            {e.note ? <div>{e.note}</div> : null}
            <PictureStrip pictures={e.pictures} />
          </div>
        ),
      }))}
    />
  );
}
