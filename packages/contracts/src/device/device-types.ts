import { z } from 'zod';
import { DEVICE_TYPE_KINDS } from './enums';
import {
  DEVICE_TEMPLATE_TYPES,
  deviceTypeInputSchema,
  initParamSchema,
  logAttributeSchema,
  statusTemplateSchema,
  thingEventSchema,
  thingOperationSchema,
  thingPropertySchema,
} from './thing-model';
import { INVALID_OPTION_CODE, TOO_LONG_CODE } from '../common/text';
import { SEARCH_TEXT_MAX } from '../common/limits';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Device-type calls (docs/api/devices.md). The request body of create, update and import is the
// thing-model definition itself (device/thing-model.ts).

export const deviceTypeCreateSchema = deviceTypeInputSchema;
export const deviceTypeUpdateSchema = deviceTypeInputSchema;

export const deviceTypeListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(DEVICE_TYPE_KINDS, { error: INVALID_OPTION_CODE }).optional(),
  /** Part of the name or nickname. */
  search: z.string().max(SEARCH_TEXT_MAX, { error: TOO_LONG_CODE }).optional(),
});
export type DeviceTypeListQuery = z.infer<typeof deviceTypeListQuerySchema>;

const definitionFields = {
  name: z.string(),
  nickname: z.string(),
  remark: z.string(),
  template_type: z.enum(DEVICE_TEMPLATE_TYPES),
  timeout_seconds: z.number().int(),
  offline_command: z.boolean(),
  join_interval_seconds: z.number().int(),
  confirm_interval_seconds: z.number().int(),
  differential_upgrade: z.boolean(),
  topics: z.array(z.string()),
  points: z.array(thingPropertySchema),
  operations: z.array(thingOperationSchema),
  events: z.array(thingEventSchema),
  init_params: z.array(initParamSchema),
  status_templates: z.array(statusTemplateSchema),
  log_attributes: z.array(logAttributeSchema),
};

/** A type's definition as exported (the JSON preview) and accepted back by import. */
export const deviceTypeExportSchema = z.object(definitionFields);
export type DeviceTypeExport = z.infer<typeof deviceTypeExportSchema>;

export const deviceTypeSchema = z.object({
  id: z.string(),
  kind: z.enum(DEVICE_TYPE_KINDS),
  ...definitionFields,
  device_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** The list leaves the thing-model arrays out; counts instead. */
export const deviceTypeSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(DEVICE_TYPE_KINDS),
  name: z.string(),
  nickname: z.string(),
  remark: z.string(),
  template_type: z.enum(DEVICE_TEMPLATE_TYPES),
  timeout_seconds: z.number().int(),
  point_count: z.number().int(),
  operation_count: z.number().int(),
  device_count: z.number().int(),
  updated_at: z.string(),
});
export type DeviceTypeSummary = z.infer<typeof deviceTypeSummarySchema>;
export const deviceTypeListSchema = pagedSchema(deviceTypeSummarySchema);
export type DeviceTypeList = z.infer<typeof deviceTypeListSchema>;
