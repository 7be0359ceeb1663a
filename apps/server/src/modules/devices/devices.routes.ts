import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  deviceImportJsonSchema,
  deviceImportResultSchema,
  XLSX_MIME_TYPE,
  deviceCreatedSchema,
  deviceCreateSchema,
  deviceIdParamsSchema,
  deviceKeyChangeSchema,
  deviceKeyResponseSchema,
  deviceListQuerySchema,
  deviceConfigPushedSchema,
  deviceConfigPushSchema,
  deviceListSchema,
  deviceLogsSchema,
  deviceSchema,
  deviceTypeExportSchema,
  deviceTypeInputSchema,
  deviceTypeListQuerySchema,
  deviceTypeListSchema,
  deviceTypeSchema,
  deviceUpdateSchema,
  functionBlockPageSchema,
  idParamsSchema,
  infoModelBatchQuerySchema,
  infoModelBatchSchema,
  infoModelItemPageSchema,
  infoModelPageQuerySchema,
  subDevicesChangeSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes, attachment } from '../../platform/route-spec';
import { ValidationError } from '../../platform/app-error';
import { type DeviceImportService, issueCode } from './device-import.service';
import { readDeviceSheet } from './device-spreadsheet';
import type { DeviceTypesService } from './device-types.service';
import type { DevicesService } from './devices.service';
import type { InfoModelsService } from './info-models.service';

/** Device types, info models and devices (docs/api/devices.md). */
export const devicesRoutes: FastifyPluginAsyncZod<{
  types: DeviceTypesService;
  devices: DevicesService;
  infoModels: InfoModelsService;
  transfer: DeviceImportService;
}> = async (app, { types, devices, infoModels, transfer }) => {
  // Import files arrive as the raw xlsx body (this plugin's scope only).
  app.addContentTypeParser(
    XLSX_MIME_TYPE,
    { parseAs: 'buffer', bodyLimit: DEVICE_IMPORT_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // ---- device types ----
  const typeTags = ['device types'];
  const typeRoutes = moduleRoutes(app, typeTags);
  typeRoutes.get('/device-types', 'device-type:view', {
    summary: 'Standard and custom device types, paged',
    schema: { querystring: deviceTypeListQuerySchema, response: { 200: deviceTypeListSchema } },
    handler: (auth, { query }) => types.list(auth, query),
  });
  typeRoutes.get('/device-types/:id', 'device-type:view', {
    summary: 'A device type with its thing model',
    schema: { params: idParamsSchema, response: { 200: deviceTypeSchema } },
    handler: (auth, { params }) => types.get(auth, params.id),
  });
  typeRoutes.get('/device-types/:id/export', 'device-type:view', {
    summary: 'The JSON preview and export of a type (importable)',
    schema: { params: idParamsSchema, response: { 200: deviceTypeExportSchema } },
    handler: (auth, { params }) => types.export(auth, params.id),
  });
  for (const path of ['/device-types', '/device-types/import']) {
    typeRoutes.post(path, 'device-type:create', {
      summary: path.endsWith('import') ? 'Import a type from its exported JSON' : 'Create a custom type',
      schema: { body: deviceTypeInputSchema, response: { 201: deviceTypeSchema } },
      handler: (auth, { body }) => types.create(auth, body),
    });
  }
  typeRoutes.put('/device-types/:id', 'device-type:update', {
    summary: 'Replace a custom type’s definition',
    schema: { params: idParamsSchema, body: deviceTypeInputSchema, response: { 200: deviceTypeSchema } },
    handler: (auth, { params, body }) => types.update(auth, params.id, body),
  });
  typeRoutes.delete('/device-types/:id', 'device-type:delete', {
    summary: 'Delete a custom type no device uses',
    schema: { params: idParamsSchema },
    status: 204,
    handler: (auth, { params }) => types.delete(auth, params.id),
  });

  // ---- info models (docs/spec/A-access-and-shell.md §7) ----
  const modelTags = ['info models'];
  const modelRoutes = moduleRoutes(app, modelTags);
  modelRoutes.get('/info-models', 'session', {
    summary: 'Info models by keyword (Industry_ES)',
    schema: { querystring: infoModelBatchQuerySchema, response: { 200: infoModelBatchSchema } },
    handler: (auth, { query }) => infoModels.batch(auth, query.keyword),
  });
  modelRoutes.get('/info-models/:id/function-blocks', 'session', {
    summary: 'Function blocks of an info model, paged at 50',
    schema: {
      params: idParamsSchema,
      querystring: infoModelPageQuerySchema,
      response: { 200: functionBlockPageSchema },
    },
    handler: (auth, { params, query }) => infoModels.functionBlocks(auth, params.id, query),
  });
  for (const kind of ['operations', 'events', 'status'] as const) {
    modelRoutes.get(`/info-models/:id/${kind}`, 'session', {
      summary: `The ${kind} of an info model's function blocks, paged at 50`,
      schema: {
        params: idParamsSchema,
        querystring: infoModelPageQuerySchema,
        response: { 200: infoModelItemPageSchema },
      },
      handler: (auth, { params, query }) => infoModels.items(auth, params.id, kind, query),
    });
  }

  // ---- devices ----
  const deviceTags = ['devices'];
  const deviceRoutes = moduleRoutes(app, deviceTags);
  deviceRoutes.get('/devices', 'device:view', {
    summary: 'Devices, paged, with filters and search',
    schema: { querystring: deviceListQuerySchema, response: { 200: deviceListSchema } },
    handler: (auth, { query }) => devices.list(auth, query),
  });
  deviceRoutes.get('/devices/export', 'device:export', {
    summary: 'The devices the list filters reach (first 10,000) as xlsx',
    schema: { querystring: deviceListQuerySchema.omit({ current_page: true, page_size: true }) },
    handler: async (auth, { query }, reply) => {
      const file = await transfer.export(auth, query);
      return attachment(reply, XLSX_MIME_TYPE, 'devices.xlsx', file);
    },
  });
  deviceRoutes.post('/devices/import', 'device:import', {
    summary: `Import devices from xlsx (${XLSX_MIME_TYPE}) or JSON { devices: [...] }; all or nothing`,
    schema: { response: { 200: deviceImportResultSchema } },
    bodyLimit: DEVICE_IMPORT_FILE_MAX_BYTES,
    handler: async (auth, { body }) => {
      if (Buffer.isBuffer(body)) return transfer.import(auth, await readDeviceSheet(body));
      const parsed = deviceImportJsonSchema.safeParse(body);
      if (!parsed.success) {
        throw new ValidationError(
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'body',
            code: issueCode(issue),
          })),
        );
      }
      return transfer.import(
        auth,
        parsed.data.devices.map((values, index) => ({ row: index + 1, values })),
      );
    },
  });
  deviceRoutes.get('/devices/:id', 'device:view', {
    summary: 'One device',
    schema: { params: deviceIdParamsSchema, response: { 200: deviceSchema } },
    handler: (auth, { params }) => devices.get(auth, params.id),
  });
  deviceRoutes.post('/devices/:id/config', 'device:config', {
    summary:
      'Push advanced configuration to an online device (config/push); its ack appears in the device log',
    schema: {
      params: deviceIdParamsSchema,
      body: deviceConfigPushSchema,
      response: { 200: deviceConfigPushedSchema },
    },
    handler: (auth, { params, body }) => devices.pushConfig(auth, params.id, body),
  });
  deviceRoutes.get('/devices/:id/logs', 'device:view', {
    summary:
      "The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts",
    schema: { params: deviceIdParamsSchema, response: { 200: deviceLogsSchema } },
    handler: (auth, { params }) => devices.logs(auth, params.id),
  });
  deviceRoutes.post('/devices', 'device:create', {
    summary: 'Add a device (the key is shown once in the answer)',
    schema: { body: deviceCreateSchema, response: { 201: deviceCreatedSchema } },
    handler: (auth, { body }) => devices.create(auth, body),
  });
  deviceRoutes.patch('/devices/:id', 'device:update', {
    summary: 'Edit a device (only the fields sent change)',
    schema: { params: deviceIdParamsSchema, body: deviceUpdateSchema, response: { 200: deviceSchema } },
    handler: (auth, { params, body }) => devices.update(auth, params.id, body),
  });
  deviceRoutes.post('/devices/:id/key', 'device:update', {
    summary: 'Set or generate a new key; the device is disconnected',
    schema: {
      params: deviceIdParamsSchema,
      body: deviceKeyChangeSchema,
      response: { 200: deviceKeyResponseSchema },
    },
    handler: (auth, { params, body }) => devices.changeKey(auth, params.id, body),
  });
  deviceRoutes.delete('/devices/:id', 'device:delete', {
    summary: 'Delete a device',
    schema: { params: deviceIdParamsSchema },
    status: 204,
    handler: (auth, { params }) => devices.delete(auth, params.id),
  });
  deviceRoutes.post('/devices/:id/sub-devices', 'device:sub-device', {
    summary: 'Put up to 20 devices under this gateway',
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
    status: 204,
    handler: (auth, { params, body }) => devices.addSubDevices(auth, params.id, body),
  });
  deviceRoutes.post('/devices/:id/sub-devices/remove', 'device:sub-device', {
    summary: 'Take up to 20 sub-devices out from under this gateway',
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
    status: 204,
    handler: (auth, { params, body }) => devices.removeSubDevices(auth, params.id, body),
  });
};
