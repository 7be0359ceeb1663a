import type { ErrorCode } from '../common/error-types';
import { operation, operationsPerName } from '../common/operation';
import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  deviceImportJsonSchema,
  deviceImportResultSchema,
  XLSX_MIME_TYPE,
} from './device-import';
import {
  deviceTypeExportSchema,
  deviceTypeListQuerySchema,
  deviceTypeListSchema,
  deviceTypeSchema,
} from './device-types';
import {
  deviceConfigPushSchema,
  deviceConfigPushedSchema,
  deviceCreateSchema,
  deviceCreatedSchema,
  deviceIdParamsSchema,
  deviceKeyChangeSchema,
  deviceKeyResponseSchema,
  deviceLatestSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceLogsSchema,
  deviceSchema,
  deviceUpdateSchema,
  subDevicesChangeSchema,
} from './devices';
import { idParamsSchema } from '../identity/identity';
import {
  functionBlockPageSchema,
  infoModelBatchQuerySchema,
  infoModelBatchSchema,
  infoModelItemPageSchema,
  infoModelPageQuerySchema,
} from './info-models';
import { deviceTypeInputSchema } from './thing-model';

/** Served by `devices.routes.ts`; OpenAPI tag: device types. */
export const deviceTypeOperations = {
  list: operation({
    method: 'GET',
    path: '/device-types',
    access: 'device-type:view',
    summary: 'Standard and custom device types, paged',
    schema: { querystring: deviceTypeListQuerySchema, reply: deviceTypeListSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/device-types/:id',
    access: 'device-type:view',
    summary: 'A device type with its thing model',
    schema: { params: idParamsSchema, reply: deviceTypeSchema },
  }),
  export: operation({
    method: 'GET',
    path: '/device-types/:id/export',
    access: 'device-type:view',
    summary: 'The JSON preview and export of a type (importable)',
    schema: { params: idParamsSchema, reply: deviceTypeExportSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/device-types/:id',
    access: 'device-type:update',
    summary: 'Replace a custom type’s definition',
    errors: ['iot-type.10001'],
    schema: { params: idParamsSchema, body: deviceTypeInputSchema, reply: deviceTypeSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/device-types/:id',
    access: 'device-type:delete',
    answer: 204,
    summary: 'Delete a custom type no device uses',
    errors: ['iot-type.10003'],
    schema: { params: idParamsSchema },
  }),
};

/** Served by `devices.routes.ts`; OpenAPI tag: info models. */
export const infoModelOperations = {
  batch: operation({
    method: 'GET',
    path: '/info-models',
    access: 'session',
    summary: 'Info models by keyword (Industry_ES)',
    schema: { querystring: infoModelBatchQuerySchema, reply: infoModelBatchSchema },
  }),
  functionBlocks: operation({
    method: 'GET',
    path: '/info-models/:id/function-blocks',
    access: 'session',
    summary: 'Function blocks of an info model, paged at 50',
    schema: { params: idParamsSchema, querystring: infoModelPageQuerySchema, reply: functionBlockPageSchema },
  }),
};

// The device service's own failures (docs/api/openapi.md lists how they reach the document).
const DEVICE_NOT_FOUND = 'iot-out-wrapper.70005' satisfies ErrorCode;
const DEVICE_OFFLINE = 'iot-device.10001' satisfies ErrorCode;
const SUB_DEVICE_REFUSED = 'iot-device.10020' satisfies ErrorCode;
/** An unknown type, or a station filter the caller does not reach. */
const OTHER_NOT_FOUND = 'iot-http.404' satisfies ErrorCode;
const SEND_LIMITED = ['iot-command.10003', 'iot-command.10004'] as const satisfies readonly ErrorCode[];

/** Served by `devices.routes.ts`; OpenAPI tag: devices. */
export const deviceOperations = {
  list: operation({
    method: 'GET',
    path: '/devices',
    access: 'device:view',
    summary: 'Devices, paged, with filters and search',
    errors: ['iot-device.10006', OTHER_NOT_FOUND],
    schema: { querystring: deviceListQuerySchema, reply: deviceListSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/devices/:id',
    access: 'device:view',
    summary: 'One device',
    errors: [DEVICE_NOT_FOUND],
    schema: { params: deviceIdParamsSchema, reply: deviceSchema },
  }),
  pushConfig: operation({
    method: 'POST',
    path: '/devices/:id/config',
    access: 'device:config',
    summary:
      'Push advanced configuration to an online device (config/push); its ack appears in the device log',
    errors: [DEVICE_NOT_FOUND, DEVICE_OFFLINE, ...SEND_LIMITED],
    schema: { params: deviceIdParamsSchema, body: deviceConfigPushSchema, reply: deviceConfigPushedSchema },
  }),
  logs: operation({
    method: 'GET',
    path: '/devices/:id/logs',
    access: 'device:view',
    summary:
      "The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts",
    errors: [DEVICE_NOT_FOUND],
    schema: { params: deviceIdParamsSchema, reply: deviceLogsSchema },
  }),
  latest: operation({
    method: 'GET',
    path: '/devices/:id/latest',
    access: 'device:data:realtime',
    summary: "The device's latest value of every point and the time of the newest sample",
    errors: [DEVICE_NOT_FOUND],
    schema: { params: deviceIdParamsSchema, reply: deviceLatestSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/devices',
    access: 'device:create',
    answer: 201,
    summary: 'Add a device (the key is shown once in the answer)',
    errors: [OTHER_NOT_FOUND, DEVICE_NOT_FOUND, SUB_DEVICE_REFUSED, 'iot-device.10003', 'iot-device.10016'],
    schema: { body: deviceCreateSchema, reply: deviceCreatedSchema },
  }),
  update: operation({
    method: 'PATCH',
    path: '/devices/:id',
    access: 'device:update',
    summary: 'Edit a device (only the fields sent change)',
    errors: [DEVICE_NOT_FOUND, DEVICE_OFFLINE, OTHER_NOT_FOUND, SUB_DEVICE_REFUSED],
    schema: { params: deviceIdParamsSchema, body: deviceUpdateSchema, reply: deviceSchema },
  }),
  changeKey: operation({
    method: 'POST',
    path: '/devices/:id/key',
    access: 'device:update',
    summary: 'Set or generate a new key; the device is disconnected',
    errors: [DEVICE_NOT_FOUND, 'iot-device.10008'],
    schema: { params: deviceIdParamsSchema, body: deviceKeyChangeSchema, reply: deviceKeyResponseSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/devices/:id',
    access: 'device:delete',
    answer: 204,
    summary: 'Delete a device',
    errors: [DEVICE_NOT_FOUND, 'iot-device.10004', 'iot-device.10005'],
    schema: { params: deviceIdParamsSchema },
  }),
  addSubDevices: operation({
    method: 'POST',
    path: '/devices/:id/sub-devices',
    access: 'device:sub-device',
    answer: 204,
    summary: 'Put up to 20 devices under this gateway',
    errors: [DEVICE_NOT_FOUND, SUB_DEVICE_REFUSED],
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
  }),
  removeSubDevices: operation({
    method: 'POST',
    path: '/devices/:id/sub-devices/remove',
    access: 'device:sub-device',
    answer: 204,
    summary: 'Take up to 20 sub-devices out from under this gateway',
    errors: [DEVICE_NOT_FOUND],
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
  }),
};

/** A custom type made from the form or imported from its exported JSON: the same call under two paths. */
export const deviceTypeCreateOperations = operationsPerName(['create', 'import'] as const, (kind) =>
  operation({
    method: 'POST',
    path: kind === 'create' ? '/device-types' : '/device-types/import',
    access: 'device-type:create',
    answer: 201,
    summary: kind === 'import' ? 'Import a type from its exported JSON' : 'Create a custom type',
    errors: ['iot-type.10001', 'iot-type.10002'],
    schema: { body: deviceTypeInputSchema, reply: deviceTypeSchema },
  }),
);

/** The operations, events and status of an info model's function blocks, paged at 50. */
export const infoModelItemOperations = operationsPerName(
  ['operations', 'events', 'status'] as const,
  (kind) =>
    operation({
      method: 'GET',
      path: `/info-models/:id/${kind}`,
      access: 'session',
      summary: `The ${kind} of an info model's function blocks, paged at 50`,
      schema: {
        params: idParamsSchema,
        querystring: infoModelPageQuerySchema,
        reply: infoModelItemPageSchema,
      },
    }),
);

/** Devices out to xlsx and in from xlsx or JSON (docs/api/devices.md); served by `devices.routes.ts`. */
export const deviceTransferOperations = {
  export: operation({
    method: 'GET',
    path: '/devices/export',
    access: 'device:export',
    summary: 'The devices the list filters reach (first 10,000) as xlsx',
    schema: { querystring: deviceListQuerySchema.omit({ current_page: true, page_size: true }) },
    media: { reply: [{ type: XLSX_MIME_TYPE }] },
  }),
  import: operation({
    method: 'POST',
    path: '/devices/import',
    access: 'device:import',
    summary: `Import devices from xlsx (${XLSX_MIME_TYPE}) or JSON { devices: [...] }; all or nothing`,
    bodyLimit: DEVICE_IMPORT_FILE_MAX_BYTES,
    schema: { reply: deviceImportResultSchema },
    media: {
      request: [{ type: XLSX_MIME_TYPE }, { type: 'application/json', schema: deviceImportJsonSchema }],
    },
  }),
};
