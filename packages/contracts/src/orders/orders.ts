import { z } from 'zod';
import { uploadRefSchema } from '../system/uploads';
import { REPAIR_STATUSES, type RepairStatus, type WorkOrderStatus } from './enums';
import type { PermissionApi } from '../permissions/codes';
import { mobile } from '../common/account';
import { deviceId } from '../device/validation';
import { dateTime } from '../common/time';
import { INVALID_CODE, INVALID_OPTION_CODE, multiLineText, safeText } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { textVariantsOutSchema, textVariantsSchema } from '../common/localized';

// Repair orders and work orders (docs/work-orders.md; docs/spec/B-operations.md §3, §4, §6).

/** Pictures per order or per move (upload purpose `order-picture`). */
export const ORDER_PICTURES_MAX = 3;
export const ORDER_TEXT_MAX = 128;
export const ORDER_DESCRIPTION_MAX = 1024;
export const ORDER_NOTE_MAX = 512;
export const WORK_ORDER_NAME = { min: 2, max: 64 } as const;
export const WORK_ORDER_DEVICES_MAX = 20;
export const WORK_ORDER_CHECKLIST_MAX = 30;
export const CHECKLIST_ITEM_MAX = 128;

const uuid = z.uuid({ error: INVALID_CODE });
export const orderPictureIds = z
  .array(z.string({ error: INVALID_CODE }).min(1).max(64), { error: INVALID_CODE })
  .max(ORDER_PICTURES_MAX, { error: 'iot-order.10004' })
  .default([]);
const note = multiLineText(ORDER_NOTE_MAX).default('');

// ---------------------------------------------------------------------------------------------
// State machines: one table each, read by the server (enforcement) and the web (buttons).

export type RepairRole = 'raiser' | 'merchant';
export interface MoveRule<S extends string, R extends string> {
  from: readonly S[];
  to: S;
  /** Any of these roles may make the move (from any of `from`, unless `only` narrows it). */
  roles: readonly R[];
  /** Per-status narrowing of the roles, e.g. only the merchant cancels an order in service. */
  only?: Partial<Record<S, readonly R[]>>;
  permission: PermissionApi;
  /** The note is required (a reason or a result). */
  noteRequired?: boolean | readonly S[];
}

export const REPAIR_MOVES = {
  approve: { from: ['to_review'], to: 'in_service', roles: ['merchant'], permission: 'repair:review' },
  reject: {
    from: ['to_review'],
    to: 'cancelled',
    roles: ['merchant'],
    permission: 'repair:review',
    noteRequired: true,
  },
  complete: {
    from: ['in_service'],
    to: 'completed',
    roles: ['merchant'],
    permission: 'repair:update',
    noteRequired: true,
  },
  cancel: {
    from: ['to_review', 'in_service'],
    to: 'cancelled',
    roles: ['raiser', 'merchant'],
    only: { in_service: ['merchant'] },
    permission: 'repair:cancel',
    noteRequired: ['in_service'],
  },
} as const satisfies Record<string, MoveRule<RepairStatus, RepairRole>>;
export type RepairMove = keyof typeof REPAIR_MOVES;
export const REPAIR_MOVE_NAMES = Object.keys(REPAIR_MOVES) as RepairMove[];

export type WorkOrderRole = 'sponsor' | 'handler' | 'verifier';
export const WORK_ORDER_ROLES = ['sponsor', 'handler', 'verifier'] as const;

export const WORK_ORDER_MOVES = {
  accept: { from: ['pending'], to: 'in_process', roles: ['handler'], permission: 'work-order:handle' },
  reject: {
    from: ['pending'],
    to: 'rejected',
    roles: ['handler'],
    permission: 'work-order:handle',
    noteRequired: true,
  },
  submit: {
    from: ['in_process'],
    to: 'to_verify',
    roles: ['handler'],
    permission: 'work-order:handle',
    noteRequired: true,
  },
  pass: { from: ['to_verify'], to: 'completed', roles: ['verifier'], permission: 'work-order:verify' },
  fail: {
    from: ['to_verify'],
    to: 'failed',
    roles: ['verifier'],
    permission: 'work-order:verify',
    noteRequired: true,
  },
  rework: { from: ['failed'], to: 'in_process', roles: ['handler'], permission: 'work-order:handle' },
  withdraw: {
    from: ['pending', 'in_process', 'to_verify', 'failed'],
    to: 'withdrawn',
    roles: ['sponsor'],
    permission: 'work-order:withdraw',
  },
} as const satisfies Record<string, MoveRule<WorkOrderStatus, WorkOrderRole>>;
export type WorkOrderMove = keyof typeof WORK_ORDER_MOVES;
export const WORK_ORDER_MOVE_NAMES = Object.keys(WORK_ORDER_MOVES) as WorkOrderMove[];

/** Whether `rule` lets one of `roles` move an order out of `status`. */
export function moveAllowed<S extends string, R extends string>(
  rule: MoveRule<S, R>,
  status: S,
  roles: readonly R[],
): { status: boolean; role: boolean } {
  if (!rule.from.includes(status)) return { status: false, role: false };
  const allowed = rule.only?.[status] ?? rule.roles;
  return { status: true, role: roles.some((r) => allowed.includes(r)) };
}

/** Whether the move out of `status` needs a note. */
export function moveNeedsNote<S extends string, R extends string>(rule: MoveRule<S, R>, status: S): boolean {
  const required = rule.noteRequired;
  return required === true || (Array.isArray(required) && required.includes(status));
}

// ---------------------------------------------------------------------------------------------
// Repair orders

export const repairOrderCreateSchema = z.strictObject({
  station_id: uuid,
  device_id: deviceId.nullable().default(null),
  description: safeText({ min: 1, max: ORDER_DESCRIPTION_MAX }),
  contact: safeText({ min: 1, max: ORDER_TEXT_MAX }),
  phone: mobile,
  address: safeText({ min: 1, max: ORDER_TEXT_MAX }),
  /** Description, contact and address per language (common/localized.ts). */
  i18n: textVariantsSchema({
    description: safeText({ min: 1, max: ORDER_DESCRIPTION_MAX }),
    contact: safeText({ min: 1, max: ORDER_TEXT_MAX }),
    address: safeText({ min: 1, max: ORDER_TEXT_MAX }),
  }).optional(),
  picture_ids: orderPictureIds,
});
export type RepairOrderCreate = z.input<typeof repairOrderCreateSchema>;

/** The note of a move per language (common/localized.ts); each variant has the note's own limits. */
export const moveNoteTextsSchema = textVariantsSchema({ note: multiLineText(ORDER_NOTE_MAX) });
export const orderMoveSchema = z.strictObject({
  note,
  /** The note per language; the timeline shows the reader's, else `note`. */
  i18n: moveNoteTextsSchema.optional(),
  picture_ids: orderPictureIds,
});
export type OrderMoveInput = z.input<typeof orderMoveSchema>;

export const repairOrderSchema = z.object({
  id: z.string(),
  order_no: z.string(),
  station_id: z.string(),
  station_name: z.string(),
  device_id: z.string().nullable(),
  description: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  /** `description`, `contact` and `address` per language. */
  i18n: textVariantsOutSchema,
  picture_ids: z.array(z.string()),
  /** The pictures with their (signed, short-lived) addresses. */
  pictures: z.array(uploadRefSchema),
  status: z.enum(REPAIR_STATUSES),
  created_by: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RepairOrder = z.infer<typeof repairOrderSchema>;

export const orderEventSchema = z.object({
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor_id: z.string(),
  actor_name: z.string(),
  note: z.string(),
  /** `note` per language (a move's note; the creation's description). */
  i18n: textVariantsOutSchema,
  picture_ids: z.array(z.string()),
  /** The pictures with their (signed, short-lived) addresses. */
  pictures: z.array(uploadRefSchema),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const repairOrderRecordSchema = repairOrderSchema.extend({ timeline: z.array(orderEventSchema) });
export type RepairOrderRecord = z.infer<typeof repairOrderRecordSchema>;

const timeRange = {
  from: dateTime.optional(),
  to: dateTime.optional(),
};
export const repairOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPAIR_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
  station_id: uuid.optional(),
  order_no: z.string().max(32).optional(),
  ...timeRange,
});
export type RepairOrderListQuery = z.infer<typeof repairOrderListQuerySchema>;
export const repairOrderListSchema = pagedSchema(repairOrderSchema).extend({
  counts: z.record(z.enum(REPAIR_STATUSES), z.number().int()),
});
export type RepairOrderList = z.infer<typeof repairOrderListSchema>;

export const orderIdParamsSchema = z.object({ id: uuid });
export const repairMoveParamsSchema = z.object({
  id: uuid,
  move: z.enum(REPAIR_MOVE_NAMES as [RepairMove, ...RepairMove[]], { error: INVALID_OPTION_CODE }),
});
