import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';
import { z } from 'zod';
import { uploadRefSchema } from '../system/uploads';
import {
  WORK_ORDER_FEEDBACK_TYPES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from './enums';
import { deviceId } from '../device/validation';
import { dateTime } from '../common/time';
import { INVALID_CODE, INVALID_OPTION_CODE, multiLineText, REQUIRED_CODE, safeText } from '../common/text';
import {
  CHECKLIST_ITEM_MAX,
  ORDER_DESCRIPTION_MAX,
  ORDER_NOTE_MAX,
  orderEventSchema,
  orderMoveSchema,
  orderPictureIds,
  WORK_ORDER_CHECKLIST_MAX,
  WORK_ORDER_DEVICES_MAX,
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_NAME,
  WORK_ORDER_ROLES,
  type WorkOrderMove,
} from './orders';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Work orders and their templates (docs/work-orders.md).

const uuid = z.uuid({ error: INVALID_CODE });
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? REQUIRED_CODE : INVALID_OPTION_CODE,
  });
const checklistItem = safeText({ min: 1, max: CHECKLIST_ITEM_MAX });
/** A checklist item's text per language (common/localized.ts), each with the item's own limits. */
export const checklistItemTextsSchema = textVariantsSchema({ item: checklistItem });
/**
 * A template's checklist item: its text (the primary text, as it always was), or the text with
 * its variants per language.
 */
export const templateChecklistItemSchema = z.union([
  checklistItem,
  z.strictObject({ item: checklistItem, i18n: checklistItemTextsSchema.optional() }),
]);
export type TemplateChecklistItem = z.input<typeof templateChecklistItemSchema>;

export const workOrderTemplateCreateSchema = z.strictObject({
  type: requiredEnum(WORK_ORDER_TYPES),
  name: safeText(WORK_ORDER_NAME),
  /** The name per language (common/localized.ts). */
  i18n: textVariantsSchema({ name: safeText(WORK_ORDER_NAME) }).optional(),
  checklist: z
    .array(templateChecklistItemSchema, { error: INVALID_CODE })
    .max(WORK_ORDER_CHECKLIST_MAX, { error: 'iot-order.10009' })
    .default([]),
});
export type WorkOrderTemplateCreate = z.input<typeof workOrderTemplateCreateSchema>;
export const workOrderTemplateSchema = z.object({
  id: z.string(),
  type: z.enum(WORK_ORDER_TYPES),
  name: z.string(),
  i18n: textVariantsOutSchema,
  checklist: z.array(z.string()),
  /** Per item of `checklist` (same order): its text per language (`{}` when none). */
  checklist_i18n: z.array(textVariantsOutSchema),
  created_at: z.string(),
});
export type WorkOrderTemplate = z.infer<typeof workOrderTemplateSchema>;
export const workOrderTemplateListQuerySchema = z.object({
  type: z.enum(WORK_ORDER_TYPES, { error: INVALID_OPTION_CODE }).optional(),
});
export const workOrderTemplateListSchema = z.object({ list: z.array(workOrderTemplateSchema) });

/**
 * The work-order form. Station and handler are required except for the cloud-platform type (its
 * handler is the platform administrator); the planned end must be after the planned start.
 */
export const workOrderCreateSchema = z
  .strictObject({
    name: safeText(WORK_ORDER_NAME),
    priority: requiredEnum(WORK_ORDER_PRIORITIES).default('normal'),
    type: requiredEnum(WORK_ORDER_TYPES),
    feedback_type: requiredEnum(WORK_ORDER_FEEDBACK_TYPES).default('problem'),
    template_id: uuid.nullable().default(null),
    station_id: uuid.nullable().default(null),
    device_ids: z
      .array(deviceId, { error: INVALID_CODE })
      .max(WORK_ORDER_DEVICES_MAX, { error: 'iot-order.10006' })
      .default([]),
    /** The alarm event the order is raised from (seen by the caller, of the same station, no order yet). */
    alarm_event_id: uuid.nullable().default(null),
    handler_id: uuid.nullable().default(null),
    verifier_id: uuid,
    planned_start: dateTime,
    planned_end: dateTime,
    description: multiLineText(ORDER_DESCRIPTION_MAX).default(''),
    /** Name and description per language (common/localized.ts). */
    i18n: textVariantsSchema({
      name: safeText(WORK_ORDER_NAME),
      description: multiLineText(ORDER_DESCRIPTION_MAX),
    }).optional(),
    picture_ids: orderPictureIds,
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.planned_end) <= Date.parse(value.planned_start))
      ctx.addIssue({ code: 'custom', path: ['planned_end'], message: 'iot-order.10003' });
    if (value.type !== 'cloud_platform') {
      if (value.station_id === null)
        ctx.addIssue({ code: 'custom', path: ['station_id'], message: REQUIRED_CODE });
      if (value.handler_id === null)
        ctx.addIssue({ code: 'custom', path: ['handler_id'], message: REQUIRED_CODE });
    }
  });
export type WorkOrderCreate = z.input<typeof workOrderCreateSchema>;

export const checklistAnswerSchema = z.strictObject({
  item: checklistItem,
  done: z.boolean({ error: INVALID_CODE }),
  note: multiLineText(ORDER_NOTE_MAX).default(''),
  /** The answer's note per language; the item's own variants stay the order's. */
  i18n: textVariantsSchema({ note: multiLineText(ORDER_NOTE_MAX) }).optional(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

/** Body of every move; `checklist` is read by `submit` only. */
export const workOrderMoveSchema = orderMoveSchema.extend({
  checklist: z
    .array(checklistAnswerSchema, { error: INVALID_CODE })
    .max(WORK_ORDER_CHECKLIST_MAX)
    .default([]),
});
export type WorkOrderMoveInput = z.input<typeof workOrderMoveSchema>;

export const workOrderSchema = z.object({
  id: z.string(),
  order_no: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  /** `name` and `description` per language. */
  i18n: textVariantsOutSchema,
  priority: z.enum(WORK_ORDER_PRIORITIES),
  type: z.enum(WORK_ORDER_TYPES),
  feedback_type: z.enum(WORK_ORDER_FEEDBACK_TYPES),
  template_id: z.string().nullable(),
  /** `i18n`: the item (from the template) and the answer's note per language. */
  checklist: z.array(
    z.object({ item: z.string(), done: z.boolean(), note: z.string(), i18n: textVariantsOutSchema }),
  ),
  station_id: z.string().nullable(),
  station_name: z.string().nullable(),
  device_ids: z.array(z.string()),
  alarm_event_id: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  sponsor_id: z.string(),
  sponsor_name: z.string(),
  handler_id: z.string().nullable(),
  handler_name: z.string().nullable(),
  verifier_id: z.string(),
  verifier_name: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  /** When the overdue sweep found it open past its planned end (null: never). */
  overdue_at: z.string().nullable(),
  description: z.string(),
  picture_ids: z.array(z.string()),
  /** The pictures with their (signed, short-lived) addresses. */
  pictures: z.array(uploadRefSchema),
  /** The caller's roles on this order, and the moves it may make now. */
  my_roles: z.array(z.enum(WORK_ORDER_ROLES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderRecordSchema = workOrderSchema.extend({ timeline: z.array(orderEventSchema) });
export type WorkOrderRecord = z.infer<typeof workOrderRecordSchema>;

export const workOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(WORK_ORDER_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
  type: z.enum(WORK_ORDER_TYPES, { error: INVALID_OPTION_CODE }).optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES, { error: INVALID_OPTION_CODE }).optional(),
  station_id: uuid.optional(),
  my_role: z.enum(WORK_ORDER_ROLES, { error: INVALID_OPTION_CODE }).optional(),
  from: dateTime.optional(),
  to: dateTime.optional(),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;
export const workOrderListSchema = pagedSchema(workOrderSchema).extend({
  counts: z.record(z.enum(WORK_ORDER_STATUSES), z.number().int()),
});
export type WorkOrderList = z.infer<typeof workOrderListSchema>;

export const workOrderMoveParamsSchema = z.object({
  id: uuid,
  move: z.enum(WORK_ORDER_MOVE_NAMES as [WorkOrderMove, ...WorkOrderMove[]], { error: INVALID_OPTION_CODE }),
});
export type WorkOrderTemplateList = z.infer<typeof workOrderTemplateListSchema>;
