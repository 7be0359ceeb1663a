import {
  type OrderMoveInput,
  orderMoveSchema,
  REPAIR_MOVES,
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
  type RepairMove,
  type RepairOrder,
  type RepairOrderCreate,
  type RepairOrderList,
  type RepairOrderListQuery,
  type RepairOrderRecord,
  type RepairRole,
  repairOrderCreateSchema,
} from '@ies/contracts';
import type { RepairOrderRow } from '../../db/schema';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import { type GrantedApis, skipsApiMap } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { NewMessage } from '../messages/message.service';
import {
  type AlarmLink,
  announce,
  checkPictures,
  checkMove,
  moveEvent,
  type OrderMailer,
  orderNumber,
  type PictureUrl,
  presentEvent,
  presentPictures,
  type StationAuthority,
} from './order-common';
import type { UploadReferences } from '../uploads/upload-references';
import type { OrderCommonRepository } from './order-common.repository';
import type { RepairsRepository } from './repairs.repository';
import { pageOffset, pagination } from '../../db/paging';

export interface OrderDeps {
  common: OrderCommonRepository;
  stations: StationAuthority;
  grants: GrantedApis;
  clock: Clock;
  /** The bell (MessageService.send). */
  notify: (message: NewMessage) => Promise<unknown>;
  /** E-mail to the same people as the bell (absent: bell only). */
  mail?: OrderMailer;
  /** Alarm events (modules/alarms), read at call time. */
  alarms?: AlarmLink;
  /** The signed addresses of order pictures (uploads), handed out with orders the caller sees. */
  uploads: Pick<UploadReferences, 'pictureUrls'>;
}

/** Repair orders: raised by anyone reaching the station, reviewed and carried out by the merchant's people. */
export class RepairsService {
  constructor(private readonly deps: OrderDeps & { repairs: RepairsRepository }) {}

  async create(auth: AuthContext, body: RepairOrderCreate): Promise<RepairOrderRecord> {
    const station = await this.deps.stations().reachableWithDevices(auth, body.station_id);
    const input = repairOrderCreateSchema.parse(body);
    if (input.device_id !== null && !station.deviceIds.includes(input.device_id))
      throw new ValidationError([{ field: 'device_id', code: 'iot-order.10006' }]);
    await checkPictures(this.deps.common, auth.tenantId, input.picture_ids);
    const now = this.deps.clock.now();
    const orderNo = await orderNumber(this.deps.common, auth.tenantId, 'R', now, station.tzOffsetHours);
    const row = await this.deps.repairs.insert(
      {
        tenantId: auth.tenantId,
        orderNo,
        stationId: station.id,
        stationName: station.name,
        deviceId: input.device_id,
        description: input.description,
        contact: input.contact,
        phone: input.phone,
        address: input.address,
        i18n: input.i18n ?? {},
        pictureIds: input.picture_ids,
        status: 'to_review',
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      },
      { action: 'raise', fromStatus: null, toStatus: 'to_review', actorId: auth.userId, at: now },
    );
    for (const manager of await this.deps.common.managersOf(auth.tenantId)) {
      if (manager !== auth.userId) await this.tell(row, manager, 'to_review');
    }
    return this.record(auth, row.id);
  }

  async list(auth: AuthContext, query: RepairOrderListQuery): Promise<RepairOrderList> {
    const filters = {
      tenantId: auth.tenantId,
      visibility: skipsApiMap(auth) ? undefined : await this.deps.stations().visibleStations(auth),
      status: query.status,
      stationId: query.station_id,
      orderNo: query.order_no,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const [{ rows, total }, counts] = await Promise.all([
      this.deps.repairs.list(filters, pageOffset(query), query.page_size),
      this.deps.repairs.counts(filters),
    ]);
    const names = await this.deps.common.names(rows.map((r) => r.createdBy));
    const url = await this.deps.uploads.pictureUrls();
    return {
      list: rows.map((r) => present(r, names, url)),
      pagination: pagination(total, query),
      counts: Object.fromEntries(
        REPAIR_STATUSES.map((s) => [s, counts.get(s) ?? 0]),
      ) as RepairOrderList['counts'],
    };
  }

  async record(auth: AuthContext, id: string): Promise<RepairOrderRecord> {
    const row = await this.visible(auth, id);
    const events = await this.deps.repairs.events(row.id);
    const names = await this.deps.common.names([row.createdBy, ...events.map((e) => e.actorId)]);
    const url = await this.deps.uploads.pictureUrls();
    return { ...present(row, names, url), timeline: events.map((e) => presentEvent(e, names, url)) };
  }

  /** One move of docs/work-orders.md; refused moves change nothing. */
  async move(
    auth: AuthContext,
    id: string,
    move: RepairMove,
    body: OrderMoveInput,
  ): Promise<RepairOrderRecord> {
    const row = await this.visible(auth, id);
    const input = orderMoveSchema.parse(body);
    const rule = REPAIR_MOVES[move];
    checkMove<typeof row.status, RepairRole>(rule, row.status, await this.rolesOf(auth, row), input.note);
    await checkPictures(this.deps.common, auth.tenantId, input.picture_ids);
    const now = this.deps.clock.now();
    const moved = await this.deps.repairs.transition(
      row.id,
      row.status,
      rule.to,
      moveEvent(move, row.status, rule.to, auth, input, now),
    );
    // Someone else moved it first: the caller's move no longer applies.
    if (!moved) throw new AppError('iot-order.10001');
    if (moved.createdBy !== auth.userId) await this.tell(moved, moved.createdBy, moved.status);
    return this.record(auth, id);
  }

  /** The order if it is of the caller's tenant and its station within the caller's authority. */
  private async visible(auth: AuthContext, id: string): Promise<RepairOrderRow> {
    const row = await this.deps.repairs.find(auth.tenantId, id);
    if (!row) throw notFound();
    await this.deps.stations().requireAccess(auth, 'view', { stationIds: [row.stationId] });
    return row;
  }

  private async rolesOf(auth: AuthContext, row: RepairOrderRow): Promise<RepairRole[]> {
    const roles: RepairRole[] = [];
    if (row.createdBy === auth.userId) roles.push('raiser');
    if (skipsApiMap(auth) || (await this.deps.grants.apisOf(auth)).has('repair:review'))
      roles.push('merchant');
    return roles;
  }

  /** A bell message and an e-mail (when the user has an address) to the next actor. */
  private async tell(row: RepairOrderRow, userId: string, status: RepairOrderRow['status']) {
    const label = REPAIR_STATUS_LABELS[status];
    const name = `维修单 ${row.orderNo}：${label.zh} / Repair order ${row.orderNo}: ${label.en}`;
    await announce(
      this.deps,
      new Map([[userId, row.tenantId]]),
      name,
      `${row.stationName} — ${row.description}`,
    );
  }
}

function present(row: RepairOrderRow, names: Map<string, string>, url: PictureUrl): RepairOrder {
  return {
    id: row.id,
    order_no: row.orderNo,
    station_id: row.stationId,
    station_name: row.stationName,
    device_id: row.deviceId,
    description: row.description,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    i18n: row.i18n ?? {},
    picture_ids: row.pictureIds,
    pictures: presentPictures(row.pictureIds, url),
    status: row.status,
    created_by: row.createdBy,
    created_by_name: names.get(row.createdBy) ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
