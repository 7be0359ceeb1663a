import {
  type TextVariants,
  WORK_ORDER_MOVES,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  type WorkOrderCreate,
  type WorkOrderList,
  type WorkOrderListQuery,
  type WorkOrderMove,
  type WorkOrderMoveInput,
  type WorkOrderRecord,
  type WorkOrderRole,
  type WorkOrderTemplateCreate,
  workOrderCreateSchema,
  workOrderMoveSchema,
  workOrderTemplateCreateSchema,
} from '@ies/contracts';
import type { WorkOrderRow } from '../../db/schema';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import { skipsApiMap } from '../../platform/auth.plugin';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import {
  announce,
  checkMove,
  checkPictures,
  descriptionAsNote,
  moveEvent,
  orderNumber,
  presentEvent,
} from './order-common';
import { answered, checklistOf } from './work-order-checklist';
import type { OrderDeps } from './repairs.service';
import type { WorkOrderFilters, WorkOrdersRepository } from './work-orders.repository';
import { countsOf, presentTemplate, presentWorkOrder } from './work-orders.presenter';
import { pageOffset, pagination } from '../../db/paging';

/** An order the platform opens by itself (see WorkOrdersService.openAutomatic). */
export interface AutomaticOrder {
  tenantId: string;
  sponsorId: string;
  name: string;
  /** `name` and `description` per language. */
  i18n?: TextVariants;
  priority: WorkOrderRow['priority'];
  templateId: string;
  stationId: string;
  stationName: string;
  tzOffsetHours: number;
  deviceIds?: string[];
  alarmEventId?: string | null;
  handlerId: string;
  verifierId: string;
  plannedStart: Date;
  plannedEnd: Date;
  description: string;
  plan?: { id: string; due: Date };
}

/** Who acts next after each move (docs/work-orders.md, Notifications). */
const NEXT_ACTORS: Record<WorkOrderMove, readonly WorkOrderRole[]> = {
  accept: ['sponsor'],
  reject: ['sponsor'],
  submit: ['verifier'],
  pass: ['sponsor', 'handler'],
  fail: ['handler'],
  rework: ['verifier'],
  withdraw: ['handler'],
};
/** Without a station the order's local day follows UTC+8 (the platform's default zone). */
const DEFAULT_TZ_OFFSET_HOURS = 8;

/** Work orders: the state machine of docs/work-orders.md, enforced per role on the order itself. */
export class WorkOrdersService {
  constructor(private readonly deps: OrderDeps & { orders: WorkOrdersRepository }) {}

  async createTemplate(auth: AuthContext, body: WorkOrderTemplateCreate) {
    const input = workOrderTemplateCreateSchema.parse(body);
    const row = await this.deps.orders
      .insertTemplate({
        tenantId: auth.tenantId,
        type: input.type,
        name: input.name,
        i18n: input.i18n ?? {},
        checklist: input.checklist.map((c) => (typeof c === 'string' ? c : c.item)),
        checklistI18n: input.checklist.map((c) => (typeof c === 'string' ? {} : (c.i18n ?? {}))),
        createdBy: auth.userId,
        createdAt: this.deps.clock.now(),
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-order.10011');
        throw error;
      });
    return presentTemplate(row);
  }

  /**
   * What POST /work-orders checks of a template and its people, for an order the caller has the
   * platform open later in its name (an alarm rule's `work_order` action): the template and both
   * people must be of the caller's tenant. Answers the field issues (none: all are).
   */
  async automaticOrderIssues(
    auth: AuthContext,
    refs: { template_id: string; handler_id: string; verifier_id: string },
  ): Promise<Array<{ field: 'template_id' | 'handler_id' | 'verifier_id'; code: string }>> {
    const issues: Array<{ field: 'template_id' | 'handler_id' | 'verifier_id'; code: string }> = [];
    if (!(await this.deps.orders.template(auth.tenantId, refs.template_id)))
      issues.push({ field: 'template_id', code: 'iot-order.10010' });
    for (const field of ['handler_id', 'verifier_id'] as const)
      if (!(await this.deps.common.userOfTenant(auth.tenantId, refs[field])))
        issues.push({ field, code: 'iot-order.10007' });
    return issues;
  }

  async templates(auth: AuthContext, type?: WorkOrderRow['type']) {
    return { list: (await this.deps.orders.templates(auth.tenantId, type)).map(presentTemplate) };
  }

  async create(auth: AuthContext, body: WorkOrderCreate): Promise<WorkOrderRecord> {
    const station = body.station_id
      ? await this.deps.stations().reachableWithDevices(auth, body.station_id)
      : undefined;
    const input = workOrderCreateSchema.parse(body);
    const fields: ConstructorParameters<typeof ValidationError>[0] = [];
    input.device_ids.forEach((id, i) => {
      if (!station?.deviceIds.includes(id))
        fields.push({ field: `device_ids.${i}`, code: 'iot-order.10006' });
    });
    const template = input.template_id
      ? await this.deps.orders.template(auth.tenantId, input.template_id)
      : undefined;
    if (input.template_id && template?.type !== input.type)
      fields.push({ field: 'template_id', code: 'iot-order.10010' });
    // The cloud-platform type goes to the platform administrator, never to a tenant user.
    const handlerId = input.type === 'cloud_platform' ? null : input.handler_id;
    if (handlerId && !(await this.deps.common.userOfTenant(auth.tenantId, handlerId)))
      fields.push({ field: 'handler_id', code: 'iot-order.10007' });
    if (!(await this.deps.common.userOfTenant(auth.tenantId, input.verifier_id)))
      fields.push({ field: 'verifier_id', code: 'iot-order.10007' });
    // From an alarm event: one the caller sees, of the order's station, without an order yet.
    const alarm = input.alarm_event_id ? await this.alarms().forOrder(auth, input.alarm_event_id) : undefined;
    if (alarm && alarm.stationId !== (station?.id ?? null))
      fields.push({ field: 'alarm_event_id', code: 'iot-order.10013' });
    if (fields.length > 0) throw new ValidationError(fields);
    await checkPictures(this.deps.common, auth.tenantId, input.picture_ids);

    const now = this.deps.clock.now();
    const tz = station?.tzOffsetHours ?? DEFAULT_TZ_OFFSET_HOURS;
    const row = await this.deps.orders.insert(
      {
        tenantId: auth.tenantId,
        orderNo: await orderNumber(this.deps.common, auth.tenantId, 'W', now, tz),
        name: input.name,
        i18n: input.i18n ?? {},
        priority: input.priority,
        type: input.type,
        feedbackType: input.feedback_type,
        templateId: template?.id ?? null,
        checklist: template ? checklistOf(template) : [],
        stationId: station?.id ?? null,
        stationName: station?.name ?? null,
        deviceIds: input.device_ids,
        alarmEventId: input.alarm_event_id,
        status: 'pending',
        sponsorId: auth.userId,
        handlerId,
        verifierId: input.verifier_id,
        plannedStart: new Date(input.planned_start),
        plannedEnd: new Date(input.planned_end),
        description: input.description,
        pictureIds: input.picture_ids,
        createdAt: now,
        updatedAt: now,
      },
      {
        action: 'create',
        fromStatus: null,
        toStatus: 'pending',
        actorId: auth.userId,
        note: input.description,
        i18n: descriptionAsNote(input.i18n),
        pictureIds: input.picture_ids,
        at: now,
      },
    );
    // The event shows its order; a second order raced to it keeps its own link only.
    if (alarm) await this.alarms().linkOrder(row.tenantId, alarm.id, { id: row.id, no: row.orderNo });
    await this.tell(row, ['handler'], auth);
    return this.record(auth, row.id);
  }

  /**
   * An order opened by the platform itself (a maintenance plan, an alarm rule's action) in the name
   * of `sponsorId`; the caller checked the station, template and people. With a plan and due time it
   * is opened at most once (answers null for a repeat). The handler is told.
   */
  async openAutomatic(order: AutomaticOrder): Promise<WorkOrderRow | null> {
    const now = this.deps.clock.now();
    const template = await this.deps.orders.template(order.tenantId, order.templateId);
    if (!template) return null;
    if (order.plan && (await this.deps.orders.planOrder(order.plan.id, order.plan.due))) return null;
    const row = await this.deps.orders
      .insert(
        {
          tenantId: order.tenantId,
          orderNo: await orderNumber(this.deps.common, order.tenantId, 'W', now, order.tzOffsetHours),
          name: order.name,
          i18n: order.i18n ?? {},
          priority: order.priority,
          type: template.type,
          feedbackType: 'problem',
          templateId: template.id,
          checklist: checklistOf(template),
          stationId: order.stationId,
          stationName: order.stationName,
          deviceIds: order.deviceIds ?? [],
          alarmEventId: order.alarmEventId ?? null,
          status: 'pending',
          sponsorId: order.sponsorId,
          handlerId: order.handlerId,
          verifierId: order.verifierId,
          plannedStart: order.plannedStart,
          plannedEnd: order.plannedEnd,
          description: order.description,
          pictureIds: [],
          planId: order.plan?.id ?? null,
          planDue: order.plan?.due ?? null,
          createdAt: now,
          updatedAt: now,
        },
        {
          action: 'create',
          fromStatus: null,
          toStatus: 'pending',
          actorId: order.sponsorId,
          note: order.description,
          i18n: descriptionAsNote(order.i18n),
          pictureIds: [],
          at: now,
        },
      )
      .catch((error: unknown) => {
        // Another process opened this plan's order for the same due time first.
        if (order.plan && uniqueViolation(error) !== undefined) return null;
        throw error;
      });
    if (!row) return null;
    if (order.alarmEventId)
      await this.alarms().linkOrder(row.tenantId, order.alarmEventId, { id: row.id, no: row.orderNo });
    const to = await this.recipients(row, ['handler']);
    await announce(
      this.deps,
      to,
      `工单 ${row.orderNo}：${WORK_ORDER_STATUS_LABELS.pending.zh} / Work order ${row.orderNo}: ${WORK_ORDER_STATUS_LABELS.pending.en}`,
      `${row.name}${row.stationName ? ` — ${row.stationName}` : ''}`,
    );
    return row;
  }

  async list(auth: AuthContext, query: WorkOrderListQuery): Promise<WorkOrderList> {
    return this.page(auth, await this.scope(auth, query), query);
  }

  /** The list's filters within what the caller may see. */
  private async scope(auth: AuthContext, query: WorkOrderListQuery): Promise<WorkOrderFilters> {
    return {
      tenantId: auth.tenantId,
      reach: skipsApiMap(auth)
        ? undefined
        : { userId: auth.userId, visibility: await this.deps.stations().visibleStations(auth) },
      role: query.my_role ? { userId: auth.userId, role: query.my_role } : undefined,
      ...this.filtersOf(query),
    };
  }

  /** The caller's orders over the list's filters, at most `limit`, with people's names (export, figures). */
  async rowsFor(auth: AuthContext, query: WorkOrderListQuery, limit: number) {
    const rows = await this.deps.orders.all(await this.scope(auth, query), limit);
    return { rows, names: await this.namesOf(rows, []) };
  }

  /** Orders of every tenant over the list's filters (the platform administrator's figures). */
  async rowsOfEveryTenant(query: WorkOrderListQuery, limit: number) {
    return this.deps.orders.all(this.filtersOf(query), limit);
  }

  /** The platform administrator's queue: cloud-platform orders of every tenant. */
  async adminQueue(auth: AuthContext, query: WorkOrderListQuery): Promise<WorkOrderList> {
    return this.page(auth, { ...this.filtersOf(query), type: 'cloud_platform' }, query);
  }

  async record(auth: AuthContext, id: string): Promise<WorkOrderRecord> {
    const row = await this.visible(auth, id);
    const events = await this.deps.orders.events(row.id);
    const names = await this.namesOf(
      [row],
      events.map((e) => e.actorId),
    );
    const url = await this.deps.uploads.pictureUrls();
    return {
      ...presentWorkOrder(row, names, this.rolesOf(auth, row), url),
      timeline: events.map((e) => presentEvent(e, names, url)),
    };
  }

  /** One move of docs/work-orders.md; refused moves change nothing. */
  async move(
    auth: AuthContext,
    id: string,
    move: WorkOrderMove,
    body: WorkOrderMoveInput,
  ): Promise<WorkOrderRecord> {
    const row = await this.visible(auth, id);
    const input = workOrderMoveSchema.parse(body);
    const rule = WORK_ORDER_MOVES[move];
    checkMove<typeof row.status, WorkOrderRole>(rule, row.status, this.rolesOf(auth, row), input.note);
    const checklist = move === 'submit' ? answered(row, input.checklist) : undefined;
    await checkPictures(this.deps.common, auth.tenantId, input.picture_ids);
    const now = this.deps.clock.now();
    const moved = await this.deps.orders.transition(
      row.id,
      row.status,
      {
        status: rule.to,
        updatedAt: now,
        ...(move === 'accept' ? { actualStart: now } : {}),
        ...(move === 'pass' ? { actualEnd: now } : {}),
        ...(checklist ? { checklist } : {}),
      },
      { ...moveEvent(move, row.status, rule.to, auth, input, now), checklist: checklist ?? null },
    );
    // Someone else moved it first: the caller's move no longer applies.
    if (!moved) throw new AppError('iot-order.10001');
    if (move === 'pass' && moved.alarmEventId) {
      const byName = (await this.deps.common.names([auth.userId])).get(auth.userId) ?? '';
      await this.alarms().handledByOrder(moved.tenantId, moved.alarmEventId, {
        no: moved.orderNo,
        by: auth.userId,
        byName,
      });
    }
    await this.tell(moved, NEXT_ACTORS[move], auth);
    return this.record(auth, id);
  }

  /**
   * The overdue sweep: open orders past their planned end are flagged once, and their sponsor and
   * handler told by bell and e-mail. Answers how many were flagged.
   */
  async flagOverdue(): Promise<number> {
    const rows = await this.deps.orders.claimOverdue(this.deps.clock.now());
    for (const row of rows) {
      await announce(
        this.deps,
        await this.recipients(row, ['sponsor', 'handler']),
        `工单 ${row.orderNo} 已逾期 / Work order ${row.orderNo} is overdue`,
        `${row.name}${row.stationName ? ` — ${row.stationName}` : ''}; planned end ${row.plannedEnd.toISOString()}`,
      );
    }
    return rows.length;
  }

  // ---------------------------------------------------------------------------------------------

  private alarms() {
    if (!this.deps.alarms) throw new Error('alarms module not wired to orders');
    return this.deps.alarms;
  }

  private filtersOf(query: WorkOrderListQuery): WorkOrderFilters {
    return {
      status: query.status,
      type: query.type,
      priority: query.priority,
      stationId: query.station_id,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
  }

  private async page(auth: AuthContext, filters: WorkOrderFilters, query: WorkOrderListQuery) {
    const [{ rows, total }, counts] = await Promise.all([
      this.deps.orders.list(filters, pageOffset(query), query.page_size),
      this.deps.orders.counts(filters),
    ]);
    const names = await this.namesOf(rows, []);
    const url = await this.deps.uploads.pictureUrls();
    return {
      list: rows.map((r) => presentWorkOrder(r, names, this.rolesOf(auth, r), url)),
      pagination: pagination(total, query),
      counts: countsOf(WORK_ORDER_STATUSES, counts),
    };
  }

  /**
   * The order if the caller may see it: of its tenant and named on it, or reaching its station
   * (managers reach all); the platform administrator sees cloud-platform orders only. Else 404.
   */
  private async visible(auth: AuthContext, id: string): Promise<WorkOrderRow> {
    const row = await this.deps.orders.find(auth.isPlatformAdmin ? undefined : auth.tenantId, id);
    if (!row) throw notFound();
    if (auth.isPlatformAdmin || skipsApiMap(auth) || this.rolesOf(auth, row).length > 0) return row;
    if (!row.stationId) throw notFound();
    await this.deps.stations().requireAccess(auth, 'view', { stationIds: [row.stationId] });
    return row;
  }

  private rolesOf(auth: AuthContext, row: WorkOrderRow): WorkOrderRole[] {
    const roles: WorkOrderRole[] = [];
    const own = auth.tenantId === row.tenantId;
    if (own && row.sponsorId === auth.userId) roles.push('sponsor');
    if (row.type === 'cloud_platform' ? auth.isPlatformAdmin : own && row.handlerId === auth.userId)
      roles.push('handler');
    if (own && row.verifierId === auth.userId) roles.push('verifier');
    return roles;
  }

  private namesOf(rows: WorkOrderRow[], more: string[]) {
    return this.deps.common.names([
      ...rows.flatMap((r) => [r.sponsorId, r.verifierId, ...(r.handlerId ? [r.handlerId] : [])]),
      ...more,
    ]);
  }

  /** A bell message and an e-mail to each next actor (never to the one who just moved). */
  private async tell(row: WorkOrderRow, roles: readonly WorkOrderRole[], actor: AuthContext) {
    const label = WORK_ORDER_STATUS_LABELS[row.status];
    const to = await this.recipients(row, roles);
    to.delete(actor.userId);
    await announce(
      this.deps,
      to,
      `工单 ${row.orderNo}：${label.zh} / Work order ${row.orderNo}: ${label.en}`,
      `${row.name}${row.stationName ? ` — ${row.stationName}` : ''}`,
    );
  }

  /** The users holding the roles on the order (user id → their tenant, for the bell). */
  private async recipients(row: WorkOrderRow, roles: readonly WorkOrderRole[]) {
    const to = new Map<string, string>();
    for (const role of roles) {
      if (role === 'handler' && row.type === 'cloud_platform') {
        for (const admin of await this.deps.common.platformAdmins()) to.set(admin.id, admin.tenantId);
      } else {
        const id = role === 'sponsor' ? row.sponsorId : role === 'verifier' ? row.verifierId : row.handlerId;
        if (id) to.set(id, row.tenantId);
      }
    }
    return to;
  }
}
