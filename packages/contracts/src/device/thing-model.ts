import { z } from 'zod';
import { DESCRIPTION_MAX } from '../common/limits';
import { DATA_VALUE_TYPES } from './enums';
import { dataTopic, deviceTypeName, deviceTypeNickname, fieldName, logAttributeKey } from './validation';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  multiLineText,
  SINGLE_LINE_SAFE_PATTERN,
  safeText,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';

// The thing model (docs/spec/A-access-and-shell.md §3, B §3, §5): data points, commands and events of a device type. The
// same shapes make the function blocks of an info model.

const DUPLICATE_CODE = 'iot-validation.10012';
const MIN_ABOVE_MAX_CODE = 'iot-validation.10013';
const STRING_MAX_CODE = 'iot-type.10008';

/** Display text: zh required, en optional (falls back to zh). */
const LABEL_MAX = 64;
const label = safeText({ min: 1, max: LABEL_MAX });
const optionalLabel = z
  .string({ error: INVALID_CODE })
  .max(LABEL_MAX, { error: TOO_LONG_CODE })
  .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE })
  .optional();
const unit = z
  .string({ error: INVALID_CODE })
  .max(16, { error: TOO_LONG_CODE })
  .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE })
  .optional();
const bound = z.number({ error: INVALID_CODE }).finite({ error: INVALID_CODE }).optional();
const enumValues = z
  .array(z.union([z.string().max(LABEL_MAX, { error: TOO_LONG_CODE }), z.number().finite()]), {
    error: INVALID_CODE,
  })
  .min(1, { error: INVALID_CODE })
  .max(100, { error: 'iot-validation.10017' })
  .optional();
const valueType = z.enum(DATA_VALUE_TYPES, { error: INVALID_OPTION_CODE });

interface Bounded {
  type: (typeof DATA_VALUE_TYPES)[number];
  min?: number;
  max?: number;
  enum?: readonly (string | number)[];
}

/** min ≤ max for numbers; a string's max (its longest length) above 0; enum values of the value's type. */
function checkBounds(value: Bounded, ctx: z.RefinementCtx): void {
  const numeric = value.type === 'int' || value.type === 'float';
  if (numeric && value.min !== undefined && value.max !== undefined && value.min > value.max) {
    ctx.addIssue({ code: 'custom', message: MIN_ABOVE_MAX_CODE, path: ['min'] });
  }
  if (value.type === 'string' && value.max !== undefined && value.max <= 0) {
    ctx.addIssue({ code: 'custom', message: STRING_MAX_CODE, path: ['max'] });
  }
  if (value.enum) {
    const fits = value.enum.every((item) =>
      value.type === 'string'
        ? typeof item === 'string'
        : value.type === 'int'
          ? Number.isInteger(item)
          : typeof item === 'number',
    );
    if (!fits || !(numeric || value.type === 'string')) {
      ctx.addIssue({ code: 'custom', message: INVALID_CODE, path: ['enum'] });
    }
  }
}

/** Marks every item after the first whose `key` repeats. */
function refuseDuplicates<T>(
  items: readonly T[] | undefined,
  key: (item: T) => string | number,
  path: (string | number)[],
  keyField: string,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string | number>();
  items?.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) {
      const at = keyField ? [...path, index, keyField] : [...path, index];
      ctx.addIssue({ code: 'custom', message: DUPLICATE_CODE, path: at });
    }
    seen.add(value);
  });
}

/** A data point (property of a function block). For strings `max` is the longest length. */
export const thingPropertySchema = z
  .strictObject({
    name: fieldName,
    zh: label,
    en: optionalLabel,
    type: valueType,
    unit,
    min: bound,
    max: bound,
    enum: enumValues,
    /** A counter that only grows (kWh); rollups reduce it as an increase per bucket. */
    cumulative: z.boolean({ error: INVALID_CODE }).optional(),
  })
  .superRefine(checkBounds);
export type ThingProperty = z.infer<typeof thingPropertySchema>;

export const operationParamSchema = z
  .strictObject({
    name: fieldName,
    zh: optionalLabel,
    type: valueType,
    required: z.boolean({ error: INVALID_CODE }).default(false),
    enum: enumValues,
    min: bound,
    max: bound,
    unit,
    /** A string parameter sent as whole hexadecimal bytes. */
    hex: z.boolean({ error: INVALID_CODE }).optional(),
  })
  .superRefine(checkBounds);
export type OperationParam = z.infer<typeof operationParamSchema>;

const protocolId = z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0).max(65535);

/** A command (operation) devices of the type accept. */
export const thingOperationSchema = z
  .strictObject({
    name: fieldName,
    zh: label,
    en: optionalLabel,
    objectid: protocolId,
    methodid: protocolId,
    show_in_control: z.boolean({ error: INVALID_CODE }).default(true),
    needs_response: z.boolean({ error: INVALID_CODE }).default(true),
    params: z
      .array(operationParamSchema, { error: INVALID_CODE })
      .max(32, { error: 'iot-validation.10017' })
      .default([]),
  })
  .superRefine((operation, ctx) =>
    refuseDuplicates(operation.params, (p) => p.name, ['params'], 'name', ctx),
  );
export type ThingOperation = z.infer<typeof thingOperationSchema>;

export const THING_EVENT_LEVELS = ['info', 'warning', 'fault'] as const;

export const thingEventSchema = z.strictObject({
  name: fieldName,
  zh: label,
  en: optionalLabel,
  level: z.enum(THING_EVENT_LEVELS, { error: INVALID_OPTION_CODE }).default('info'),
});
export type ThingEvent = z.infer<typeof thingEventSchema>;

/** A value pushed to the device as its initial configuration. */
export const initParamSchema = z.strictObject({
  name: fieldName,
  zh: optionalLabel,
  type: valueType,
  value: z.union([z.string().max(1024, { error: TOO_LONG_CODE }), z.number().finite(), z.boolean()], {
    error: INVALID_CODE,
  }),
});
export type InitParam = z.infer<typeof initParamSchema>;

/** Text shown for a status code the device reports. */
export const statusTemplateSchema = z.strictObject({
  value: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }),
  zh: label,
  en: optionalLabel,
});
export type StatusTemplate = z.infer<typeof statusTemplateSchema>;

/** A key of the device's log lines and how it is shown. */
export const logAttributeSchema = z.strictObject({
  key: logAttributeKey,
  zh: label,
  en: optionalLabel,
});
export type LogAttribute = z.infer<typeof logAttributeSchema>;

/** How devices of the type reach the platform. */
export const DEVICE_TEMPLATE_TYPES = ['direct', 'gateway', 'sub_device'] as const;
export type DeviceTemplateType = (typeof DEVICE_TEMPLATE_TYPES)[number];

const seconds = (max: number, fallback: number) =>
  z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0).max(max).default(fallback);

/** Everything a device type defines; also the JSON of a type's export and import. */
export const deviceTypeInputSchema = z
  .strictObject({
    name: deviceTypeName,
    nickname: deviceTypeNickname.default(''),
    remark: multiLineText(DESCRIPTION_MAX).default(''),
    template_type: z.enum(DEVICE_TEMPLATE_TYPES, { error: INVALID_OPTION_CODE }).default('direct'),
    /** Seconds a command waits for its reply; 0 means no limit. */
    timeout_seconds: seconds(86_400, 0),
    /** Commands to an offline device are queued until it reconnects instead of refused. */
    offline_command: z.boolean({ error: INVALID_CODE }).default(false),
    join_interval_seconds: seconds(86_400, 60),
    confirm_interval_seconds: seconds(86_400, 30),
    differential_upgrade: z.boolean({ error: INVALID_CODE }).default(false),
    topics: z
      .array(dataTopic, { error: INVALID_CODE })
      .max(20, { error: 'iot-validation.10017' })
      .default([]),
    points: z
      .array(thingPropertySchema, { error: INVALID_CODE })
      .max(500, { error: 'iot-validation.10017' })
      .default([]),
    operations: z
      .array(thingOperationSchema, { error: INVALID_CODE })
      .max(200, { error: 'iot-validation.10017' })
      .default([]),
    events: z
      .array(thingEventSchema, { error: INVALID_CODE })
      .max(200, { error: 'iot-validation.10017' })
      .default([]),
    init_params: z
      .array(initParamSchema, { error: INVALID_CODE })
      .max(100, { error: 'iot-validation.10017' })
      .default([]),
    status_templates: z
      .array(statusTemplateSchema, { error: INVALID_CODE })
      .max(100, { error: 'iot-validation.10017' })
      .default([]),
    log_attributes: z
      .array(logAttributeSchema, { error: INVALID_CODE })
      .max(100, { error: 'iot-validation.10017' })
      .default([]),
  })
  .superRefine((type, ctx) => {
    refuseDuplicates(type.topics, (t) => t, ['topics'], '', ctx);
    refuseDuplicates(type.points, (p) => p.name, ['points'], 'name', ctx);
    refuseDuplicates(type.operations, (o) => o.name, ['operations'], 'name', ctx);
    refuseDuplicates(type.events, (e) => e.name, ['events'], 'name', ctx);
    refuseDuplicates(type.init_params, (p) => p.name, ['init_params'], 'name', ctx);
    refuseDuplicates(type.status_templates, (s) => s.value, ['status_templates'], 'value', ctx);
    refuseDuplicates(type.log_attributes, (a) => a.key, ['log_attributes'], 'key', ctx);
  });
export type DeviceTypeInput = z.input<typeof deviceTypeInputSchema>;
export type DeviceTypeDefinition = z.output<typeof deviceTypeInputSchema>;

/** en of a thing-model text, falling back to zh (docs/spec/A-access-and-shell.md §3). */
export function englishOf(item: { zh: string; en?: string }): string {
  return item.en?.trim() ? item.en : item.zh;
}
