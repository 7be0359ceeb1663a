import {
  type DeviceType,
  type DeviceTypeExport,
  type DeviceTypeInput,
  deviceTypeInputSchema,
} from '@ies/contracts';
import { issueFields } from './fieldErrors';

// The device-type form holds the definition with two conveniences: enums as lists of texts (tags)
// and init values as text. Everything else, command parameters included, is the definition.

type Row = Record<string, unknown>;

export interface TypeFormValues {
  name?: string;
  nickname?: string;
  remark?: string;
  template_type?: string;
  timeout_seconds?: number;
  offline_command?: boolean;
  join_interval_seconds?: number;
  confirm_interval_seconds?: number;
  differential_upgrade?: boolean;
  topics?: string[];
  points?: Row[];
  operations?: Row[];
  events?: Row[];
  init_params?: Row[];
  status_templates?: Row[];
  log_attributes?: Row[];
}

/** The columns the form shows for each list; errors deeper than these show at the nearest one. */
export const LIST_COLUMNS = {
  points: ['name', 'zh', 'en', 'type', 'unit', 'min', 'max', 'enum', 'cumulative'],
  operations: ['name', 'zh', 'en', 'objectid', 'methodid', 'show_in_control', 'needs_response', 'params'],
  events: ['name', 'zh', 'en', 'level'],
  init_params: ['name', 'zh', 'type', 'value'],
  status_templates: ['value', 'zh', 'en'],
  log_attributes: ['key', 'zh', 'en'],
} as const;
export type TypeList = keyof typeof LIST_COLUMNS;

/** The columns of a command's parameter table (edited in a dialog of its row). */
export const PARAM_COLUMNS = ['name', 'zh', 'type', 'required', 'unit', 'min', 'max', 'enum', 'hex'] as const;

export const SCALAR_FIELDS = [
  'name',
  'nickname',
  'remark',
  'template_type',
  'timeout_seconds',
  'offline_command',
  'join_interval_seconds',
  'confirm_interval_seconds',
  'differential_upgrade',
] as const;

/** Which tab each part of the definition is edited on. */
export const TAB_OF: Record<string, string> = {
  ...Object.fromEntries(SCALAR_FIELDS.map((field) => [field, 'info'])),
  topics: 'info',
  points: 'points',
  operations: 'commands',
  events: 'commands',
  init_params: 'init',
  status_templates: 'status',
  log_attributes: 'logs',
};

export function isFormPath(path: (string | number)[]): boolean {
  const [head, index, column] = path;
  if (path.length === 1) return (SCALAR_FIELDS as readonly unknown[]).includes(head) || head === 'topics';
  if (head === 'topics') return path.length === 2 && typeof index === 'number';
  if (head === 'operations' && path.length === 5 && path[2] === 'params') {
    return (
      typeof index === 'number' && typeof path[3] === 'number' && PARAM_COLUMNS.includes(path[4] as never)
    );
  }
  if (path.length !== 3 || typeof index !== 'number') return false;
  const columns = LIST_COLUMNS[head as TypeList] as readonly string[] | undefined;
  return columns?.includes(String(column)) ?? false;
}

export const EMPTY_TYPE: TypeFormValues = {
  name: '',
  nickname: '',
  remark: '',
  template_type: 'direct',
  timeout_seconds: 0,
  offline_command: false,
  join_interval_seconds: 60,
  confirm_interval_seconds: 30,
  differential_upgrade: false,
  topics: [],
  points: [],
  operations: [],
  events: [],
  init_params: [],
  status_templates: [],
  log_attributes: [],
};

const enumTags = (values: unknown) => (Array.isArray(values) ? values.map(String) : undefined);

export function typeToForm(type: DeviceType | DeviceTypeExport): TypeFormValues {
  return {
    ...Object.fromEntries(SCALAR_FIELDS.map((field) => [field, type[field]])),
    topics: [...type.topics],
    points: type.points.map((point) => ({ ...point, enum: enumTags(point.enum) })),
    operations: type.operations.map((operation) => ({
      ...operation,
      params: operation.params.map((param) => ({ ...param, enum: enumTags(param.enum) })),
    })),
    events: type.events.map((event) => ({ ...event })),
    init_params: type.init_params.map((param) => ({ ...param, value: String(param.value) })),
    status_templates: type.status_templates.map((item) => ({ ...item })),
    log_attributes: type.log_attributes.map((item) => ({ ...item })),
  };
}

const numeric = (type: unknown) => type === 'int' || type === 'float';

/** Enum tags as the definition has them: numbers for numeric types (a non-number is left for the schema to refuse). */
function parseEnum(tags: unknown, type: unknown): unknown[] | undefined {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  const items = list.map((item) => String(item).trim()).filter((item) => item !== '');
  if (items.length === 0) return undefined;
  return numeric(type) ? items.map((item) => (Number.isFinite(Number(item)) ? Number(item) : item)) : items;
}

/** Leaves out empty optional values (blank texts, cleared numbers), as the definition has them absent. */
function clean(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

export function formToInput(values: TypeFormValues): DeviceTypeInput {
  const rows = (list: Row[] | undefined) => (list ?? []).map((row) => ({ ...row }));
  const input = {
    ...Object.fromEntries(SCALAR_FIELDS.map((field) => [field, values[field]])),
    nickname: values.nickname ?? '',
    remark: values.remark ?? '',
    topics: (values.topics ?? []).map((topic) => topic ?? ''),
    points: rows(values.points).map((row) => clean({ ...row, enum: parseEnum(row.enum, row.type) })),
    operations: rows(values.operations).map((row) =>
      clean({
        ...row,
        params: rows(Array.isArray(row.params) ? (row.params as Row[]) : []).map((param) =>
          clean({ ...param, enum: parseEnum(param.enum, param.type) }),
        ),
      }),
    ),
    events: rows(values.events).map(clean),
    init_params: rows(values.init_params).map((row) => {
      const text = typeof row.value === 'string' ? row.value : String(row.value ?? '');
      const value =
        numeric(row.type) && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
      return clean({ ...row, value });
    }),
    status_templates: rows(values.status_templates).map(clean),
    log_attributes: rows(values.log_attributes).map(clean),
  };
  return input as DeviceTypeInput;
}

/** Every rule of the definition (B §5), as the server checks it, as `{ field, message }`. */
export function checkTypeInput(input: DeviceTypeInput): { field: string; message: string }[] {
  const result = deviceTypeInputSchema.safeParse(input);
  return result.success ? [] : issueFields(result.error.issues);
}
