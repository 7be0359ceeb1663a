import { operation } from '../common/operation';
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
    schema: { params: idParamsSchema, body: deviceTypeInputSchema, reply: deviceTypeSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/device-types/:id',
    access: 'device-type:delete',
    answer: 204,
    summary: 'Delete a custom type no device uses',
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

/** Served by `devices.routes.ts`; OpenAPI tag: devices. */
export const deviceOperations = {
  list: operation({
    method: 'GET',
    path: '/devices',
    access: 'device:view',
    summary: 'Devices, paged, with filters and search',
    schema: { querystring: deviceListQuerySchema, reply: deviceListSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/devices/:id',
    access: 'device:view',
    summary: 'One device',
    schema: { params: deviceIdParamsSchema, reply: deviceSchema },
  }),
  pushConfig: operation({
    method: 'POST',
    path: '/devices/:id/config',
    access: 'device:config',
    summary:
      'Push advanced configuration to an online device (config/push); its ack appears in the device log',
    schema: { params: deviceIdParamsSchema, body: deviceConfigPushSchema, reply: deviceConfigPushedSchema },
  }),
  logs: operation({
    method: 'GET',
    path: '/devices/:id/logs',
    access: 'device:view',
    summary:
      "The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts",
    schema: { params: deviceIdParamsSchema, reply: deviceLogsSchema },
  }),
  latest: operation({
    method: 'GET',
    path: '/devices/:id/latest',
    access: 'device:data:realtime',
    summary: "The device's latest value of every point and the time of the newest sample",
    schema: { params: deviceIdParamsSchema, reply: deviceLatestSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/devices',
    access: 'device:create',
    answer: 201,
    summary: 'Add a device (the key is shown once in the answer)',
    schema: { body: deviceCreateSchema, reply: deviceCreatedSchema },
  }),
  update: operation({
    method: 'PATCH',
    path: '/devices/:id',
    access: 'device:update',
    summary: 'Edit a device (only the fields sent change)',
    schema: { params: deviceIdParamsSchema, body: deviceUpdateSchema, reply: deviceSchema },
  }),
  changeKey: operation({
    method: 'POST',
    path: '/devices/:id/key',
    access: 'device:update',
    summary: 'Set or generate a new key; the device is disconnected',
    schema: { params: deviceIdParamsSchema, body: deviceKeyChangeSchema, reply: deviceKeyResponseSchema },
  }),
  delete: operation({
    method: 'DELETE',
    path: '/devices/:id',
    access: 'device:delete',
    answer: 204,
    summary: 'Delete a device',
    schema: { params: deviceIdParamsSchema },
  }),
  addSubDevices: operation({
    method: 'POST',
    path: '/devices/:id/sub-devices',
    access: 'device:sub-device',
    answer: 204,
    summary: 'Put up to 20 devices under this gateway',
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
  }),
  removeSubDevices: operation({
    method: 'POST',
    path: '/devices/:id/sub-devices/remove',
    access: 'device:sub-device',
    answer: 204,
    summary: 'Take up to 20 sub-devices out from under this gateway',
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
  }),
};
