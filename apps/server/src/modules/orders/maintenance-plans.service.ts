import {
  type MaintenancePlan,
  type MaintenancePlanCreate,
  type MaintenancePlanList,
  maintenancePlanCreateSchema,
  type PlanUnit,
  type TextVariants,
} from '@ies/contracts';
import type { MaintenancePlanRow } from '../../db/schema';
import { notFound, ValidationError } from '../../platform/app-error';
import { skipsApiMap } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { Clock } from '../../platform/clock';
import type { OrderCommonRepository } from './order-common.repository';
import type { StationAuthority } from './order-common';
import type { MaintenancePlansRepository } from './maintenance-plans.repository';
import type { WorkOrdersRepository } from './work-orders.repository';
import type { WorkOrdersService } from './work-orders.service';

const HOUR = 3_600_000;

/** The due time one period after `from` (months in UTC, the day clamped to the month's end). */
export function nextDue(from: Date, every: number, unit: PlanUnit): Date {
  if (unit === 'day') return new Date(from.getTime() + every * 24 * HOUR);
  if (unit === 'week') return new Date(from.getTime() + every * 7 * 24 * HOUR);
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + every);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface MaintenancePlansDeps {
  plans: MaintenancePlansRepository;
  orders: WorkOrdersRepository;
  common: OrderCommonRepository;
  workOrders: WorkOrdersService;
  stations: StationAuthority;
  clock: Clock;
}

/**
 * Planned maintenance (docs/work-orders.md): a recurring station inspection. The sweep (a job of the
 * platform's job runtime) opens each due plan's order once: the plan moves on by a conditional
 * update, and the order is unique per plan and due time.
 */
export class MaintenancePlansService {
  constructor(private readonly deps: MaintenancePlansDeps) {}

  async create(auth: AuthContext, body: MaintenancePlanCreate): Promise<MaintenancePlan> {
    const station = await this.deps.stations().reachableWithDevices(auth, String(body.station_id ?? ''));
    const input = maintenancePlanCreateSchema.parse(body);
    const fields: ConstructorParameters<typeof ValidationError>[0] = [];
    const template = await this.deps.orders.template(auth.tenantId, input.template_id);
    if (template?.type !== 'station_inspection')
      fields.push({ field: 'template_id', code: 'iot-order.10010' });
    if (!(await this.deps.common.userOfTenant(auth.tenantId, input.handler_id)))
      fields.push({ field: 'handler_id', code: 'iot-order.10007' });
    if (!(await this.deps.common.userOfTenant(auth.tenantId, input.verifier_id)))
      fields.push({ field: 'verifier_id', code: 'iot-order.10007' });
    if (fields.length > 0) throw new ValidationError(fields);
    const row = await this.deps.plans.insert({
      tenantId: auth.tenantId,
      name: input.name,
      i18n: input.i18n ?? {},
      stationId: station.id,
      stationName: station.name,
      tzOffsetHours: station.tzOffsetHours,
      templateId: input.template_id,
      handlerId: input.handler_id,
      verifierId: input.verifier_id,
      every: input.every,
      unit: input.unit,
      windowHours: input.window_hours,
      nextDue: new Date(input.first_due),
      createdBy: auth.userId,
      createdAt: this.deps.clock.now(),
    });
    return (
      await this.present([{ plan: row, templateName: template!.name, templateTexts: template!.i18n }])
    )[0]!;
  }

  async list(auth: AuthContext): Promise<MaintenancePlanList> {
    const visibility = skipsApiMap(auth) ? undefined : await this.deps.stations().visibleStations(auth);
    return { list: await this.present(await this.deps.plans.list(auth.tenantId, visibility)) };
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const plan = await this.deps.plans.find(auth.tenantId, id);
    if (!plan) throw notFound();
    await this.deps.stations().requireAccess(auth, 'view', { stationIds: [plan.stationId] });
    await this.deps.plans.remove(plan.id);
  }

  /**
   * Opens the order of every due plan. Periods missed while nothing ran open one order (for the
   * latest due time), not one per period. Answers how many orders were opened.
   */
  async openDue(): Promise<number> {
    const now = this.deps.clock.now();
    let opened = 0;
    for (const plan of await this.deps.plans.due(now, 500)) {
      let due = plan.nextDue;
      let next = nextDue(due, plan.every, plan.unit);
      while (next.getTime() <= now.getTime()) {
        due = next;
        next = nextDue(due, plan.every, plan.unit);
      }
      // Another sweep (another process, or this one twice) already took this due time.
      if (!(await this.deps.plans.advance(plan.id, plan.nextDue, next))) continue;
      const order = await this.deps.workOrders.openAutomatic({
        tenantId: plan.tenantId,
        sponsorId: plan.createdBy,
        name: plan.name,
        // The order is named (and described) as its plan, in each language.
        i18n: plan.i18n?.name ? { name: plan.i18n.name, description: plan.i18n.name } : {},
        priority: 'normal',
        templateId: plan.templateId,
        stationId: plan.stationId,
        stationName: plan.stationName,
        tzOffsetHours: plan.tzOffsetHours,
        handlerId: plan.handlerId,
        verifierId: plan.verifierId,
        plannedStart: due,
        plannedEnd: new Date(due.getTime() + plan.windowHours * HOUR),
        description: plan.name,
        plan: { id: plan.id, due },
      });
      if (order) {
        await this.deps.plans.opened(plan.id, order.orderNo);
        opened += 1;
      }
    }
    return opened;
  }

  private async present(
    rows: Array<{ plan: MaintenancePlanRow; templateName: string; templateTexts?: TextVariants }>,
  ) {
    const names = await this.deps.common.names(rows.flatMap((r) => [r.plan.handlerId, r.plan.verifierId]));
    return rows.map(({ plan, templateName, templateTexts }) => ({
      id: plan.id,
      name: plan.name,
      // Its name, and its template's, per language.
      i18n: {
        ...plan.i18n,
        ...(templateTexts?.name ? { template_name: templateTexts.name } : {}),
      },
      station_id: plan.stationId,
      station_name: plan.stationName,
      template_id: plan.templateId,
      template_name: templateName,
      handler_id: plan.handlerId,
      handler_name: names.get(plan.handlerId) ?? '',
      verifier_id: plan.verifierId,
      verifier_name: names.get(plan.verifierId) ?? '',
      every: plan.every,
      unit: plan.unit,
      window_hours: plan.windowHours,
      next_due: plan.nextDue.toISOString(),
      last_order_no: plan.lastOrderNo,
      created_at: plan.createdAt.toISOString(),
    }));
  }
}
