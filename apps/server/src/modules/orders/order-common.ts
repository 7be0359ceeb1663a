import {
  type MoveRule,
  moveAllowed,
  moveNeedsNote,
  type OrderEvent,
  type TextVariants,
  type UploadRef,
} from '@ies/contracts';
import { AppError, ValidationError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { OrderCommonRepository } from './order-common.repository';
import type { StationAccess } from '../stations/stations.service';

/** The station authority orders use: the stations module's service (the one rule), read at call time. */
export type StationAuthority = () => StationAccess;

/** What orders need of alarm events (AlarmEventsService: orders never read its tables). */
export interface AlarmLink {
  /** The event if the caller sees it and it has no order yet (404 / iot-order.10012 otherwise). */
  forOrder(
    auth: AuthContext,
    id: string,
  ): Promise<{ id: string; stationId: string | null; deviceId: string; ruleName: string; message: string }>;
  linkOrder(tenantId: string, id: string, order: { id: string; no: string }): Promise<boolean>;
  handledByOrder(
    tenantId: string,
    id: string,
    order: { no: string; by: string; byName: string },
  ): Promise<unknown>;
}

/** An e-mail through the platform's sender (identity's UserNotifier); failures are logged there. */
export type OrderMailer = (
  recipient: { email: string; username: string },
  subject: string,
  text: string,
) => Promise<void>;

/** `R20261124-0001`: prefix, the local date at the offset, and the tenant's number of that day. */
export async function orderNumber(
  common: OrderCommonRepository,
  tenantId: string,
  prefix: 'R' | 'W',
  now: Date,
  tzOffsetHours: number,
): Promise<string> {
  const local = new Date(now.getTime() + tzOffsetHours * 3_600_000);
  const day = local.toISOString().slice(0, 10).replaceAll('-', '');
  const n = await common.nextNumber(tenantId, prefix, day);
  return `${prefix}${day}-${String(n).padStart(4, '0')}`;
}

/** Every picture id must be an order picture uploaded in the tenant (content-sniffed images). */
export async function checkPictures(
  common: OrderCommonRepository,
  tenantId: string,
  ids: readonly string[],
  field = 'picture_ids',
): Promise<void> {
  if (ids.length === 0) return;
  const valid = await common.orderPictures(tenantId, ids);
  const bad = ids.findIndex((id) => !valid.has(id));
  if (bad !== -1) throw new ValidationError([{ field: `${field}.${bad}`, code: 'iot-order.10005' }]);
}

/** A note the move needs but did not get. */
export function noteMissing(): AppError {
  return new ValidationError([{ field: 'note', code: 'iot-order.10008' }]);
}

/** Refuses a move the rule does not allow out of `status` for any of `roles`, or one missing its note. */
export function checkMove<S extends string, R extends string>(
  rule: MoveRule<S, R>,
  status: S,
  roles: readonly R[],
  note: string,
): void {
  const allowed = moveAllowed(rule, status, roles);
  if (!allowed.status) throw new AppError('iot-order.10001');
  if (!allowed.role) throw new AppError('iot-order.10002');
  if (moveNeedsNote(rule, status) && note.trim() === '') throw noteMissing();
}

/** The event a move writes: who moved the order from which status to which, with the mover's note and pictures. */
export function moveEvent<S extends string>(
  action: string,
  fromStatus: S,
  toStatus: S,
  auth: AuthContext,
  input: { note: string; i18n?: TextVariants | undefined; picture_ids: string[] },
  at: Date,
) {
  return {
    action,
    fromStatus,
    toStatus,
    actorId: auth.userId,
    note: input.note,
    i18n: input.i18n ?? {},
    pictureIds: input.picture_ids,
    at,
  };
}

/** What telling people about an order needs: the bell, and e-mail when the platform sends it. */
export interface OrderAnnouncer {
  common: OrderCommonRepository;
  /** The bell (MessageService.send). */
  notify: (message: { tenantId: string; userId: string; name: string; body: string }) => Promise<unknown>;
  mail?: OrderMailer;
}

/** A bell message to each user (id → their tenant), then an e-mail to those with an address. */
export async function announce(
  deps: OrderAnnouncer,
  users: Map<string, string>,
  name: string,
  body: string,
): Promise<void> {
  for (const [userId, tenantId] of users) await deps.notify({ tenantId, userId, name, body });
  if (!deps.mail) return;
  // The e-mail's text repeats the subject: what happened to which order, then the order.
  for (const user of await deps.common.emails([...users.keys()]))
    await deps.mail(user, name, `${name}\n${body}`);
}

export interface EventLike {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorId: string;
  note: string;
  i18n: TextVariants | null;
  pictureIds: string[];
  at: Date;
}

/** The creation event's note is the order's description: its variants become the note's. */
export function descriptionAsNote(i18n: TextVariants | null | undefined): TextVariants {
  return i18n?.description ? { note: i18n.description } : {};
}

/** Gives a picture id its signed, short-lived address (UploadReferences.pictureUrls). */
export type PictureUrl = (id: string) => string;

export function presentPictures(ids: string[], url: PictureUrl): UploadRef[] {
  return ids.map((id) => ({ id, url: url(id) }));
}

export function presentEvent(row: EventLike, names: Map<string, string>, url: PictureUrl): OrderEvent {
  return {
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_id: row.actorId,
    actor_name: names.get(row.actorId) ?? '',
    note: row.note,
    i18n: row.i18n ?? {},
    picture_ids: row.pictureIds,
    pictures: presentPictures(row.pictureIds, url),
    at: row.at.toISOString(),
  };
}
