import {
  DOCKING_DELIVERIES_SHOWN,
  DOCKING_DELIVERY_ATTEMPTS,
  type DockingDelivery,
  type DockingFailure,
  type DockingPushBody,
  type PlatformBinding,
  type PlatformBindingInput,
} from '@ies/contracts';
import { uniqueViolation } from '../../db/violations';
import { notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { type OutboundClient, OutboundError } from '../../platform/outbound/outbound-client';
import { OutboundRefusedError } from '../../platform/outbound/outbound-policy';
import type { StationsService } from '../stations/stations.service';
import { presentBinding, presentDelivery } from './platform-docking.presenter';
import type { BindingView, PlatformDockingRepository } from './platform-docking.repository';

export interface PlatformDockingServiceDeps {
  bindings: PlatformDockingRepository;
  clock: Clock;
  outbound: OutboundClient;
  /** The one station authority: the docking station at `edit` to bind, `view` to read. */
  stations: () => Pick<StationsService, 'requireAccess' | 'visibleStations'>;
  /** Queues a delivery on the job runtime (retried with back-off there). */
  enqueue: (deliveryId: string) => Promise<void>;
}

/** A delivery attempt that failed; the job runtime retries it after its back-off. */
export class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
}

/** Platform bindings, their pushes and delivery log (issue 32 item 3). */
export class PlatformDockingService {
  constructor(private readonly deps: PlatformDockingServiceDeps) {}

  async list(auth: AuthContext, tenantId: string): Promise<{ list: PlatformBinding[] }> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId });
    const rows = await this.deps.bindings.list(await this.deps.stations().visibleStations(auth));
    const last = await this.deps.bindings.lastDeliveries(rows.map((r) => r.id));
    return { list: rows.map((r) => presentBinding(r, last.get(r.id))) };
  }

  async create(auth: AuthContext, tenantId: string, body: PlatformBindingInput): Promise<PlatformBinding> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId });
    await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [body.group_id] });
    await this.checkAddress(body.push_url);
    const row = await this.deps.bindings
      .insert({
        tenantId: auth.tenantId,
        projectName: body.project_name,
        projectNumber: body.project_number,
        stationId: body.group_id,
        pushUrl: body.push_url,
        enabled: body.enabled ?? true,
      })
      .catch(duplicate);
    return presentBinding((await this.deps.bindings.find(auth.tenantId, row.id))!, undefined);
  }

  async update(auth: AuthContext, tenantId: string, id: string, body: PlatformBindingInput) {
    const current = await this.binding(auth, tenantId, id, 'edit');
    await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [body.group_id] });
    await this.checkAddress(body.push_url);
    const changed = await this.deps.bindings
      .update(auth.tenantId, current.id, {
        projectName: body.project_name,
        projectNumber: body.project_number,
        stationId: body.group_id,
        pushUrl: body.push_url,
        enabled: body.enabled ?? current.enabled,
      })
      .catch(duplicate);
    if (!changed) throw notFound();
    const row = (await this.deps.bindings.find(auth.tenantId, id))!;
    return presentBinding(row, (await this.deps.bindings.lastDeliveries([id])).get(id));
  }

  async remove(auth: AuthContext, tenantId: string, id: string): Promise<void> {
    const row = await this.binding(auth, tenantId, id, 'edit');
    if (!(await this.deps.bindings.remove(auth.tenantId, row.id))) throw notFound();
  }

  async deliveries(auth: AuthContext, tenantId: string, id: string): Promise<{ items: DockingDelivery[] }> {
    const row = await this.binding(auth, tenantId, id, 'view');
    return {
      items: (await this.deps.bindings.deliveries(row.id, DOCKING_DELIVERIES_SHOWN)).map(presentDelivery),
    };
  }

  /** Push now: the station's latest data in a delivery, queued on the job runtime. */
  async pushNow(auth: AuthContext, tenantId: string, id: string): Promise<DockingDelivery> {
    const row = await this.binding(auth, tenantId, id, 'edit');
    const delivery = await this.collectInto(row, null);
    return presentDelivery(delivery!);
  }

  /** The collect job: every enabled binding's data newer than its cursor, one delivery each. */
  async collectAll(): Promise<number> {
    let made = 0;
    for (const id of await this.deps.bindings.enabledIds()) {
      const row = await this.deps.bindings.findById(id);
      if (row && (await this.collectInto(row, row.cursorAt ?? new Date(0)))) made++;
    }
    return made;
  }

  /** A delivery of the station's data (all latest values, or those newer than `after`). */
  private async collectInto(row: BindingView, after: Date | null) {
    const data = await this.deps.bindings.stationData(row.stationId, after);
    if (after !== null && data.length === 0) return undefined;
    const body: Omit<DockingPushBody, 'delivery_id' | 'sent_at'> = {
      project_name: row.projectName,
      project_number: row.projectNumber,
      station: { id: row.stationId, name: row.stationName },
      records: data.map((d) => ({ things_id: d.deviceId, ts: d.ts.toISOString(), values: d.values })),
    };
    const newest = data.reduce<Date | undefined>((max, d) => (!max || d.ts > max ? d.ts : max), undefined);
    const delivery = await this.deps.bindings.addDelivery(
      row,
      body,
      data.length,
      after !== null ? newest : undefined,
    );
    await this.deps.enqueue(delivery.id);
    return delivery;
  }

  /**
   * One attempt of a delivery (the deliver job): POST the body to the binding's address through
   * the guarded outbound client. A failure is logged on the delivery and thrown, so the job
   * runtime retries after its back-off; the last attempt marks it failed.
   */
  async deliver(deliveryId: string, attempt: number): Promise<void> {
    const delivery = await this.deps.bindings.delivery(deliveryId);
    if (!delivery || delivery.status === 'delivered') return;
    const binding = await this.deps.bindings.findById(delivery.bindingId);
    if (!binding) return;
    const at = this.deps.clock.now();
    const body: DockingPushBody = {
      ...(delivery.body as Omit<DockingPushBody, 'delivery_id' | 'sent_at'>),
      delivery_id: delivery.id,
      sent_at: at.toISOString(),
    };
    let failure: DockingFailure | null = null;
    let httpStatus: number | null = null;
    try {
      const answer = await this.deps.outbound.request(binding.pushUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-ies-delivery': delivery.id,
          'x-ies-project': binding.projectNumber,
        },
        body: JSON.stringify(body),
      });
      httpStatus = answer.status;
      if (answer.status < 200 || answer.status >= 300) failure = 'http_status';
    } catch (error) {
      failure =
        error instanceof OutboundRefusedError
          ? 'refused_address'
          : error instanceof OutboundError
            ? 'timeout'
            : 'network';
    }
    const last = attempt >= DOCKING_DELIVERY_ATTEMPTS;
    await this.deps.bindings.attempted(delivery.id, {
      status: failure === null ? 'delivered' : last ? 'failed' : 'retrying',
      httpStatus,
      failure,
      at,
    });
    if (failure !== null && !last) throw new DeliveryFailed(`delivery ${delivery.id}: ${failure}`);
  }

  private async binding(auth: AuthContext, tenantId: string, id: string, need: 'view' | 'edit') {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId });
    const row = await this.deps.bindings.find(auth.tenantId, id);
    if (!row) throw notFound();
    await this.deps.stations().requireAccess(auth, need, { stationIds: [row.stationId] });
    return row;
  }

  private async checkAddress(url: string): Promise<void> {
    const refused = await this.deps.outbound.policy.refusedFields([{ field: 'push_url', url }]);
    if (refused.length > 0) throw new ValidationError(refused);
  }
}

function duplicate(error: unknown): never {
  if (uniqueViolation(error) !== undefined)
    throw new ValidationError([{ field: 'project_number', code: 'iot-docking.10001' }]);
  throw error;
}
