import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';
import { z } from 'zod';
import { dateTime } from '../common/time';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, safeText } from '../common/text';
import { WORK_ORDER_NAME } from './orders';

// Planned maintenance (docs/work-orders.md "Planned maintenance"): a recurring station inspection
// that opens a work order from its template on schedule, through the platform's job runtime.

export const PLAN_UNITS = ['day', 'week', 'month'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];
/** Largest period per unit: a year at most. */
export const PLAN_EVERY_MAX: Record<PlanUnit, number> = { day: 365, week: 52, month: 12 };
/** Hours between an opened order's planned start and end. */
export const PLAN_WINDOW_HOURS = { min: 1, max: 720 } as const;

const uuid = z.uuid({ error: INVALID_CODE });

export const maintenancePlanCreateSchema = z
  .strictObject({
    name: safeText(WORK_ORDER_NAME),
    /** The name per language (common/localized.ts). */
    i18n: textVariantsSchema({ name: safeText(WORK_ORDER_NAME) }).optional(),
    station_id: uuid,
    /** A station-inspection template; its checklist goes into every opened order. */
    template_id: uuid,
    handler_id: uuid,
    verifier_id: uuid,
    every: z.int({ error: INVALID_CODE }).min(1, { error: 'iot-order.10014' }),
    unit: z.enum(PLAN_UNITS, {
      error: (issue) => (issue.input === undefined ? REQUIRED_CODE : INVALID_OPTION_CODE),
    }),
    /** The first order's planned start; later ones follow every period. */
    first_due: dateTime,
    window_hours: z
      .int({ error: INVALID_CODE })
      .min(PLAN_WINDOW_HOURS.min, { error: INVALID_CODE })
      .max(PLAN_WINDOW_HOURS.max, { error: INVALID_CODE })
      .default(24),
  })
  .superRefine((value, ctx) => {
    if (value.every > PLAN_EVERY_MAX[value.unit])
      ctx.addIssue({ code: 'custom', path: ['every'], message: 'iot-order.10014' });
  });
export type MaintenancePlanCreate = z.input<typeof maintenancePlanCreateSchema>;

export const maintenancePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  i18n: textVariantsOutSchema,
  station_id: z.string(),
  station_name: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  handler_id: z.string(),
  handler_name: z.string(),
  verifier_id: z.string(),
  verifier_name: z.string(),
  every: z.number().int(),
  unit: z.enum(PLAN_UNITS),
  window_hours: z.number().int(),
  next_due: z.string(),
  last_order_no: z.string().nullable(),
  created_at: z.string(),
});
export type MaintenancePlan = z.infer<typeof maintenancePlanSchema>;
export const maintenancePlanListSchema = z.object({ list: z.array(maintenancePlanSchema) });
export type MaintenancePlanList = z.infer<typeof maintenancePlanListSchema>;
export const maintenancePlanParamsSchema = z.object({ id: uuid });

/** Per month (UTC) of the orders' creation, over the list's filters: durations in hours. */
const quantiles = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});
export const workOrderMonthFiguresSchema = z.object({
  month: z.string(),
  orders: z.number().int(),
  /** Created → accepted (in process), hours. */
  time_to_receive: quantiles,
  /** Created → completed, hours (MTTR). */
  time_to_repair: quantiles,
  /** Orders past their planned end (completed late, or still open after it), and by how much, hours. */
  overdue: quantiles,
});
export const workOrderFiguresSchema = z.object({ months: z.array(workOrderMonthFiguresSchema) });
export type WorkOrderFigures = z.infer<typeof workOrderFiguresSchema>;
/** The platform administrator's figures: the same per month, for each tenant with orders. */
export const workOrderTenantFiguresSchema = z.object({
  tenants: z.array(workOrderFiguresSchema.extend({ tenant_id: z.string() })),
});
export type WorkOrderTenantFigures = z.infer<typeof workOrderTenantFiguresSchema>;
