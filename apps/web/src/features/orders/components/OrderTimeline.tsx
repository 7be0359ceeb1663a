import type { OrderEvent } from '@ies/contracts';
import { Timeline } from 'antd';
import dayjs from 'dayjs';
import { PictureStrip } from './OrderPictures';
import { localText } from '../../../ui/localText';

/** Who moved the order, when, from which status to which, with the note (in the app's language). */
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
            {e.note || e.i18n?.note ? <div data-testid="order-event-note">{localText(e, 'note')}</div> : null}
            <PictureStrip pictures={e.pictures} />
          </div>
        ),
      }))}
    />
  );
}
