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
  const typeRoutes = moduleRoutes(app, ['device types']);
  typeRoutes.get('/device-types', 'device-type:view', {
    schema: { querystring: deviceTypeListQuerySchema, reply: deviceTypeListSchema },
    summary: 'Standard and custom device types, paged',
    handler: (auth, { query }) => types.list(auth, query),
  });
  typeRoutes.get('/device-types/:id', 'device-type:view', {
    schema: { params: idParamsSchema, reply: deviceTypeSchema },
    summary: 'A device type with its thing model',
    handler: (auth, { params }) => types.get(auth, params.id),
  });
  typeRoutes.get('/device-types/:id/export', 'device-type:view', {
    schema: { params: idParamsSchema, reply: deviceTypeExportSchema },
    summary: 'The JSON preview and export of a type (importable)',
    handler: (auth, { params }) => types.export(auth, params.id),
  });
  for (const path of ['/device-types', '/device-types/import']) {
    typeRoutes.created.post(path, 'device-type:create', {
      schema: { body: deviceTypeInputSchema, reply: deviceTypeSchema },
      summary: path.endsWith('import') ? 'Import a type from its exported JSON' : 'Create a custom type',
      handler: (auth, { body }) => types.create(auth, body),
    });
  }
  typeRoutes.put('/device-types/:id', 'device-type:update', {
    schema: { params: idParamsSchema, body: deviceTypeInputSchema, reply: deviceTypeSchema },
    summary: 'Replace a custom type’s definition',
    handler: (auth, { params, body }) => types.update(auth, params.id, body),
  });
  typeRoutes.noContent.delete('/device-types/:id', 'device-type:delete', {
    schema: { params: idParamsSchema },
    summary: 'Delete a custom type no device uses',
    handler: (auth, { params }) => types.delete(auth, params.id),
  });

  // ---- info models (docs/spec/A-access-and-shell.md §7) ----
  const modelRoutes = moduleRoutes(app, ['info models']);
  modelRoutes.get('/info-models', 'session', {
    schema: { querystring: infoModelBatchQuerySchema, reply: infoModelBatchSchema },
    summary: 'Info models by keyword (Industry_ES)',
    handler: (auth, { query }) => infoModels.batch(auth, query.keyword),
  });
  modelRoutes.get('/info-models/:id/function-blocks', 'session', {
    schema: { params: idParamsSchema, querystring: infoModelPageQuerySchema, reply: functionBlockPageSchema },
    summary: 'Function blocks of an info model, paged at 50',
    handler: (auth, { params, query }) => infoModels.functionBlocks(auth, params.id, query),
  });
  for (const kind of ['operations', 'events', 'status'] as const) {
    modelRoutes.get(`/info-models/:id/${kind}`, 'session', {
      schema: {
        params: idParamsSchema,
        querystring: infoModelPageQuerySchema,
        reply: infoModelItemPageSchema,
      },
      summary: `The ${kind} of an info model's function blocks, paged at 50`,
      handler: (auth, { params, query }) => infoModels.items(auth, params.id, kind, query),
    });
  }

  // ---- devices ----
  const deviceRoutes = moduleRoutes(app, ['devices']);
  deviceRoutes.get('/devices', 'device:view', {
    schema: { querystring: deviceListQuerySchema, reply: deviceListSchema },
    summary: 'Devices, paged, with filters and search',
    handler: (auth, { query }) => devices.list(auth, query),
  });
  deviceRoutes.get('/devices/export', 'device:export', {
    schema: { querystring: deviceListQuerySchema.omit({ current_page: true, page_size: true }) },
    summary: 'The devices the list filters reach (first 10,000) as xlsx',
    handler: async (auth, { query }, reply) => {
      const file = await transfer.export(auth, query);
      return attachment(reply, XLSX_MIME_TYPE, 'devices.xlsx', file);
    },
  });
  deviceRoutes.post('/devices/import', 'device:import', {
    schema: { reply: deviceImportResultSchema },
    summary: `Import devices from xlsx (${XLSX_MIME_TYPE}) or JSON { devices: [...] }; all or nothing`,
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
    schema: { params: deviceIdParamsSchema, reply: deviceSchema },
    summary: 'One device',
    handler: (auth, { params }) => devices.get(auth, params.id),
  });
  deviceRoutes.post('/devices/:id/config', 'device:config', {
    schema: { params: deviceIdParamsSchema, body: deviceConfigPushSchema, reply: deviceConfigPushedSchema },
    summary:
      'Push advanced configuration to an online device (config/push); its ack appears in the device log',
    handler: (auth, { params, body }) => devices.pushConfig(auth, params.id, body),
  });
  deviceRoutes.get('/devices/:id/logs', 'device:view', {
    schema: { params: deviceIdParamsSchema, reply: deviceLogsSchema },
    summary:
      "The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts",
    handler: (auth, { params }) => devices.logs(auth, params.id),
  });
  deviceRoutes.created.post('/devices', 'device:create', {
    schema: { body: deviceCreateSchema, reply: deviceCreatedSchema },
    summary: 'Add a device (the key is shown once in the answer)',
    handler: (auth, { body }) => devices.create(auth, body),
  });
  deviceRoutes.patch('/devices/:id', 'device:update', {
    schema: { params: deviceIdParamsSchema, body: deviceUpdateSchema, reply: deviceSchema },
    summary: 'Edit a device (only the fields sent change)',
    handler: (auth, { params, body }) => devices.update(auth, params.id, body),
  });
  deviceRoutes.post('/devices/:id/key', 'device:update', {
    schema: { params: deviceIdParamsSchema, body: deviceKeyChangeSchema, reply: deviceKeyResponseSchema },
    summary: 'Set or generate a new key; the device is disconnected',
    handler: (auth, { params, body }) => devices.changeKey(auth, params.id, body),
  });
  deviceRoutes.noContent.delete('/devices/:id', 'device:delete', {
    schema: { params: deviceIdParamsSchema },
    summary: 'Delete a device',
    handler: (auth, { params }) => devices.delete(auth, params.id),
  });
  deviceRoutes.noContent.post('/devices/:id/sub-devices', 'device:sub-device', {
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
    summary: 'Put up to 20 devices under this gateway',
    handler: (auth, { params, body }) => devices.addSubDevices(auth, params.id, body),
  });
  deviceRoutes.noContent.post('/devices/:id/sub-devices/remove', 'device:sub-device', {
    schema: { params: deviceIdParamsSchema, body: subDevicesChangeSchema },
    summary: 'Take up to 20 sub-devices out from under this gateway',
    handler: (auth, { params, body }) => devices.removeSubDevices(auth, params.id, body),
  });
};
