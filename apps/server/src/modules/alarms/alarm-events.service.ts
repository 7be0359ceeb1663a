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
import type { StationScopeSource } from '../stations/stations.service';
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
      access: StationScopeSource;
      clock: Clock;
    },
  ) {}

  private async scope(
    auth: AuthContext,
    params: { tenant_id: string; user_id?: string },
  ): Promise<EventScope> {
    if (params.tenant_id !== auth.tenantId) throw notFound();
    if (params.user_id !== undefined && params.user_id !== auth.userId) throw notFound();
    const scope = await this.deps.access.scopeOf(auth);
    return scope.allStations
      ? { tenantId: auth.tenantId }
      : { tenantId: auth.tenantId, stationIds: scope.stationIds };
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

  async list(
    auth: AuthContext,
    params: { tenant_id: string; user_id: string },
    query: AlarmEventQuery,
  ): Promise<AlarmEventList> {
    const scope = await this.scope(auth, params);
    const filter = this.filter(query);
    if (!filter) return pagedList([], 0, query);
    const { rows, total } = await this.deps.events.list(scope, filter, pageWindow(query));
    return pagedList(rows.map(presentEvent), total, query);
  }

  async handle(
    auth: AuthContext,
    params: { tenant_id: string; user_id: string },
    body: { ids: string[]; handler: string; handle_method: string },
  ) {
    const scope = await this.scope(auth, params);
    const count = await this.deps.events.handle(scope, body.ids, {
      handler: body.handler,
      handleMethod: body.handle_method,
      by: auth.userId,
      at: this.deps.clock.now(),
    });
    return { count };
  }

  async acknowledge(auth: AuthContext, params: { tenant_id: string; user_id: string }, ids: string[]) {
    const scope = await this.scope(auth, params);
    return { count: await this.deps.events.acknowledge(scope, ids, auth.userId, this.deps.clock.now()) };
  }

  /**
   * B §2 batch delete, of ended events only: an active one stays (deleting it would hide a fault
   * still present, and keep its rule from raising again); the answer names each id kept and why.
   */
  async delete(
    auth: AuthContext,
    params: { tenant_id: string; user_id: string },
    ids: string[],
    locale: Locale,
  ): Promise<AlarmEventDeleteResult> {
    const scope = await this.scope(auth, params);
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
  async deliveries(
    auth: AuthContext,
    params: { tenant_id: string; user_id: string; event_id: string },
    locale: Locale,
  ): Promise<AlarmDeliveryList> {
    const scope = await this.scope(auth, params);
    const event = isUuid(params.event_id)
      ? await this.deps.events.findInScope(scope, params.event_id)
      : undefined;
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
    const scope = await this.scope(auth, { tenant_id: auth.tenantId });
    const row = isUuid(id) ? await this.deps.events.find(id) : undefined;
    const seen =
      row?.tenantId === scope.tenantId &&
      (!scope.stationIds || (row.stationId !== null && scope.stationIds.includes(row.stationId)));
    if (!row || !seen) throw notFound();
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
    params: { tenant_id: string },
    query: { start_time?: string; end_time?: string; group_id?: string },
  ): Promise<AlarmCount> {
    const scope = await this.scope(auth, params);
    const filter = this.filter(query) ?? { stationId: '00000000-0000-0000-0000-000000000000' };
    return this.deps.events.counts(scope, filter);
  }
}
