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
import { requireAuth } from '../../platform/auth.plugin';
import { attachment, created, noContent, routeSpec } from '../../platform/route-spec';
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
  const typeRoute = routeSpec(typeTags);
  app.get(
    '/device-types',
    typeRoute('device-type:view', 'Standard and custom device types, paged', {
      querystring: deviceTypeListQuerySchema,
      response: { 200: deviceTypeListSchema },
    }),
    async (request) => types.list(requireAuth(request), request.query),
  );
  app.get(
    '/device-types/:id',
    typeRoute('device-type:view', 'A device type with its thing model', {
      params: idParamsSchema,
      response: { 200: deviceTypeSchema },
    }),
    async (request) => types.get(requireAuth(request), request.params.id),
  );
  app.get(
    '/device-types/:id/export',
    typeRoute('device-type:view', 'The JSON preview and export of a type (importable)', {
      params: idParamsSchema,
      response: { 200: deviceTypeExportSchema },
    }),
    async (request) => types.export(requireAuth(request), request.params.id),
  );
  for (const path of ['/device-types', '/device-types/import']) {
    app.post(
      path,
      typeRoute(
        'device-type:create',
        path.endsWith('import') ? 'Import a type from its exported JSON' : 'Create a custom type',
        { body: deviceTypeInputSchema, response: { 201: deviceTypeSchema } },
      ),
      async (request, reply) => created(reply, types.create(requireAuth(request), request.body)),
    );
  }
  app.put(
    '/device-types/:id',
    typeRoute('device-type:update', 'Replace a custom type’s definition', {
      params: idParamsSchema,
      body: deviceTypeInputSchema,
      response: { 200: deviceTypeSchema },
    }),
    async (request) => types.update(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/device-types/:id',
    typeRoute('device-type:delete', 'Delete a custom type no device uses', { params: idParamsSchema }),
    async (request, reply) => noContent(reply, types.delete(requireAuth(request), request.params.id)),
  );

  // ---- info models (docs/spec/A-access-and-shell.md §7) ----
  const modelTags = ['info models'];
  const modelRoute = routeSpec(modelTags);
  app.get(
    '/info-models',
    modelRoute('session', 'Info models by keyword (Industry_ES)', {
      querystring: infoModelBatchQuerySchema,
      response: { 200: infoModelBatchSchema },
    }),
    async (request) => infoModels.batch(requireAuth(request), request.query.keyword),
  );
  app.get(
    '/info-models/:id/function-blocks',
    modelRoute('session', 'Function blocks of an info model, paged at 50', {
      params: idParamsSchema,
      querystring: infoModelPageQuerySchema,
      response: { 200: functionBlockPageSchema },
    }),
    async (request) => infoModels.functionBlocks(requireAuth(request), request.params.id, request.query),
  );
  for (const kind of ['operations', 'events', 'status'] as const) {
    app.get(
      `/info-models/:id/${kind}`,
      modelRoute('session', `The ${kind} of an info model's function blocks, paged at 50`, {
        params: idParamsSchema,
        querystring: infoModelPageQuerySchema,
        response: { 200: infoModelItemPageSchema },
      }),
      async (request) => infoModels.items(requireAuth(request), request.params.id, kind, request.query),
    );
  }

  // ---- devices ----
  const deviceTags = ['devices'];
  const deviceRoute = routeSpec(deviceTags);
  app.get(
    '/devices',
    deviceRoute('device:view', 'Devices, paged, with filters and search', {
      querystring: deviceListQuerySchema,
      response: { 200: deviceListSchema },
    }),
    async (request) => devices.list(requireAuth(request), request.query),
  );
  app.get(
    '/devices/export',
    deviceRoute('device:export', 'The devices the list filters reach (first 10,000) as xlsx', {
      querystring: deviceListQuerySchema.omit({ current_page: true, page_size: true }),
    }),
    async (request, reply) => {
      const file = await transfer.export(requireAuth(request), request.query);
      return attachment(reply, XLSX_MIME_TYPE, 'devices.xlsx', file);
    },
  );
  app.post(
    '/devices/import',
    {
      config: { permission: 'device:import' },
      bodyLimit: DEVICE_IMPORT_FILE_MAX_BYTES,
      schema: {
        tags: deviceTags,
        summary: `Import devices from xlsx (${XLSX_MIME_TYPE}) or JSON { devices: [...] }; all or nothing`,
        response: { 200: deviceImportResultSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (Buffer.isBuffer(request.body)) return transfer.import(auth, await readDeviceSheet(request.body));
      const parsed = deviceImportJsonSchema.safeParse(request.body);
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
  );
  app.get(
    '/devices/:id',
    deviceRoute('device:view', 'One device', {
      params: deviceIdParamsSchema,
      response: { 200: deviceSchema },
    }),
    async (request) => devices.get(requireAuth(request), request.params.id),
  );
  app.post(
    '/devices/:id/config',
    deviceRoute(
      'device:config',
      'Push advanced configuration to an online device (config/push); its ack appears in the device log',
      {
        params: deviceIdParamsSchema,
        body: deviceConfigPushSchema,
        response: { 200: deviceConfigPushedSchema },
      },
    ),
    async (request) => devices.pushConfig(requireAuth(request), request.params.id, request.body),
  );
  app.get(
    '/devices/:id/logs',
    deviceRoute(
      'device:view',
      "The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts",
      { params: deviceIdParamsSchema, response: { 200: deviceLogsSchema } },
    ),
    async (request) => devices.logs(requireAuth(request), request.params.id),
  );
  app.post(
    '/devices',
    deviceRoute('device:create', 'Add a device (the key is shown once in the answer)', {
      body: deviceCreateSchema,
      response: { 201: deviceCreatedSchema },
    }),
    async (request, reply) => created(reply, devices.create(requireAuth(request), request.body)),
  );
  app.patch(
    '/devices/:id',
    deviceRoute('device:update', 'Edit a device (only the fields sent change)', {
      params: deviceIdParamsSchema,
      body: deviceUpdateSchema,
      response: { 200: deviceSchema },
    }),
    async (request) => devices.update(requireAuth(request), request.params.id, request.body),
  );
  app.post(
    '/devices/:id/key',
    deviceRoute('device:update', 'Set or generate a new key; the device is disconnected', {
      params: deviceIdParamsSchema,
      body: deviceKeyChangeSchema,
      response: { 200: deviceKeyResponseSchema },
    }),
    async (request) => devices.changeKey(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/devices/:id',
    deviceRoute('device:delete', 'Delete a device', { params: deviceIdParamsSchema }),
    async (request, reply) => noContent(reply, devices.delete(requireAuth(request), request.params.id)),
  );
  app.post(
    '/devices/:id/sub-devices',
    deviceRoute('device:sub-device', 'Put up to 20 devices under this gateway', {
      params: deviceIdParamsSchema,
      body: subDevicesChangeSchema,
    }),
    async (request, reply) =>
      noContent(reply, devices.addSubDevices(requireAuth(request), request.params.id, request.body)),
  );
  app.post(
    '/devices/:id/sub-devices/remove',
    deviceRoute('device:sub-device', 'Take up to 20 sub-devices out from under this gateway', {
      params: deviceIdParamsSchema,
      body: subDevicesChangeSchema,
    }),
    async (request, reply) =>
      noContent(reply, devices.removeSubDevices(requireAuth(request), request.params.id, request.body)),
  );
};
