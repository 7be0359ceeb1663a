import {
  type AlarmCount,
  type AlarmDeliveryList,
  type AlarmEventDeleteResult,
  type AlarmEventList,
  type AlarmEventQuery,
  errorMessage,
  type Locale,
} from '@ies/contracts';
import { AppError, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationAccess } from '../stations/stations.service';
import type { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import { commandDevice, presentDelivery } from './alarm-deliveries.presenter';
import type { AlarmEventsRepository, EventFilter, EventScope } from './alarm-events.repository';
import { isUuid } from './alarm-rules.repository';
import { presentEvent } from './alarms.presenter';
import { pagedList, pageWindow } from '../../db/paging';

/**
 * Alarm events (B §3, §4, §7): listed, handled, acknowledged and deleted only within the caller's
 * station authority (modules/access AccessScope); events of other stations do not exist for them.
 */
export class AlarmEventsService {
  constructor(
    private readonly deps: {
      events: AlarmEventsRepository;
      deliveries: AlarmDeliveriesRepository;
      /** The station authority (stations module), read at call time. */
      stations: () => StationAccess;
      clock: Clock;
    },
  ) {}

  /**
   * The events the caller sees: those of every station it sees (the one visibility condition).
   * The path's tenant and user are checked by the operation (`ownPathIds`), before this runs.
   */
  private async scope(auth: AuthContext): Promise<EventScope> {
    const visibility = await this.deps.stations().visibleStations(auth);
    return visibility.all ? { tenantId: auth.tenantId } : { tenantId: auth.tenantId, visibility };
  }

  /**
   * A batch over events names only events the caller sees: any other id (another tenant's, a
   * station outside its authority, none at all) answers 404 for the whole call, changing nothing.
   */
  private async seenAll(auth: AuthContext, ids: readonly string[]): Promise<EventScope> {
    const scope = await this.scope(auth);
    const distinct = [...new Set(ids)];
    if (distinct.some((id) => !isUuid(id))) throw notFound();
    if ((await this.deps.events.countSeen(scope, distinct)) !== distinct.length) throw notFound();
    return scope;
  }

  private filter(query: Partial<AlarmEventQuery>): EventFilter | undefined {
    const ids = (v: string | undefined) => (v !== undefined && !isUuid(v) ? null : v);
    const stationId = ids(query.group_id);
    const ruleId = ids(query.rule_id);
    // A malformed station or rule id matches nothing.
    if (stationId === null || ruleId === null) return undefined;
    const deviceIds = query.device_id === undefined ? undefined : [query.device_id].flat();
    return {
      from: query.start_time ? new Date(query.start_time) : undefined,
      to: query.end_time ? new Date(query.end_time) : undefined,
      stationId,
      handlerStatus: query.handler_status,
      infoModelId: query.info_model_id,
      level: query.level,
      ruleId,
      state: query.state,
      deviceIds,
    };
  }

  async list(auth: AuthContext, query: AlarmEventQuery): Promise<AlarmEventList> {
    const scope = await this.scope(auth);
    const filter = this.filter(query);
    if (!filter) return pagedList([], 0, query);
    const { rows, total } = await this.deps.events.list(scope, filter, pageWindow(query));
    return pagedList(rows.map(presentEvent), total, query);
  }

  async handle(auth: AuthContext, body: { ids: string[]; handler: string; handle_method: string }) {
    const scope = await this.seenAll(auth, body.ids);
    const count = await this.deps.events.handle(scope, body.ids, {
      handler: body.handler,
      handleMethod: body.handle_method,
      by: auth.userId,
      at: this.deps.clock.now(),
    });
    return { count };
  }

  async acknowledge(auth: AuthContext, ids: string[]) {
    const scope = await this.seenAll(auth, ids);
    return { count: await this.deps.events.acknowledge(scope, ids, auth.userId, this.deps.clock.now()) };
  }

  /**
   * B §2 batch delete, of ended events only: an active one stays (deleting it would hide a fault
   * still present, and keep its rule from raising again); the answer names each id kept and why.
   */
  async delete(auth: AuthContext, ids: string[], locale: Locale): Promise<AlarmEventDeleteResult> {
    const scope = await this.seenAll(auth, ids);
    const { deleted, active } = await this.deps.events.deleteEnded(scope, ids);
    const gone = new Set(deleted);
    const stays = new Set(active);
    const kept = [...new Set(ids)]
      .filter((id) => !gone.has(id))
      .map((id) => {
        const code = stays.has(id) ? 'iot-alert.10031' : 'iot-alert.10032';
        return { id, code, message: errorMessage(code, locale) };
      });
    return { count: deleted.length, kept };
  }

  /** The delivery log of an event the caller sees (404 otherwise), oldest first, recipients masked. */
  async deliveries(auth: AuthContext, eventId: string, locale: Locale): Promise<AlarmDeliveryList> {
    const scope = await this.scope(auth);
    const event = isUuid(eventId) ? await this.deps.events.findInScope(scope, eventId) : undefined;
    if (!event) throw notFound();
    const rows = await this.deps.deliveries.ofEvent(event.id);
    const devices = [...new Set(rows.flatMap((r) => commandDevice(r) ?? []))];
    const names = await this.deps.deliveries.deviceNames(event.tenantId, devices);
    return { list: rows.map((row) => presentDelivery(row, names, locale)) };
  }

  /**
   * The event a work order is raised from (modules/orders): only one the caller sees, else 404;
   * it must not already have an order (`iot-order.10012`).
   */
  async forOrder(auth: AuthContext, id: string) {
    const scope = await this.scope(auth);
    const row = isUuid(id) ? await this.deps.events.findInScope(scope, id) : undefined;
    if (!row) throw notFound();
    if (row.workOrderId) throw new AppError('iot-order.10012');
    return {
      id: row.id,
      stationId: row.stationId,
      deviceId: row.deviceId,
      level: row.level,
      ruleName: row.ruleName,
      message: row.message,
    };
  }

  /** Links the event to its work order; false when another order took it first. */
  async linkOrder(tenantId: string, id: string, order: { id: string; no: string }): Promise<boolean> {
    return this.deps.events.linkOrder(tenantId, id, order);
  }

  /** The order raised from the event was completed: the event is handled (unless it already was). */
  async handledByOrder(tenantId: string, id: string, order: { no: string; by: string; byName: string }) {
    return this.deps.events.handle({ tenantId }, [id], {
      handler: order.byName,
      handleMethod: `work order ${order.no}`,
      by: order.by,
      at: this.deps.clock.now(),
    });
  }

  async count(
    auth: AuthContext,
    query: { start_time?: string; end_time?: string; group_id?: string },
  ): Promise<AlarmCount> {
    const scope = await this.scope(auth);
    const filter = this.filter(query) ?? { stationId: '00000000-0000-0000-0000-000000000000' };
    return this.deps.events.counts(scope, filter);
  }
}
