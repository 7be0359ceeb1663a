import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  deviceImportJsonSchema,
  deviceOperations,
  deviceTransferOperations,
  deviceTypeCreateOperations,
  deviceTypeOperations,
  infoModelItemOperations,
  infoModelOperations,
  XLSX_MIME_TYPE,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import { bindOperations, bindPerName } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../platform/route-spec';
import { ValidationError } from '../../platform/app-error';
import type { DeviceImportService } from './device-import.service';
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
  bindOperations(app, ['device types'], deviceTypeOperations, {
    list: (auth, { query }) => types.list(auth, query),
    get: (auth, { params }) => types.get(auth, params.id),
    export: (auth, { params }) => types.export(auth, params.id),
    update: (auth, { params, body }) => types.update(auth, params.id, body),
    delete: (auth, { params }) => types.delete(auth, params.id),
  });

  bindPerName(
    app,
    ['device types'],
    deviceTypeCreateOperations,
    () =>
      (auth, { body }) =>
        types.create(auth, body),
  );

  // ---- info models (docs/spec/A-access-and-shell.md §7) ----
  bindOperations(app, ['info models'], infoModelOperations, {
    batch: (auth, { query }) => infoModels.batch(auth, query.keyword),
    functionBlocks: (auth, { params, query }) => infoModels.functionBlocks(auth, params.id, query),
  });

  bindPerName(
    app,
    ['info models'],
    infoModelItemOperations,
    (kind) =>
      (auth, { params, query }) =>
        infoModels.items(auth, params.id, kind, query),
  );

  // ---- devices ----
  bindOperations(app, ['devices'], deviceOperations, {
    list: (auth, { query }) => devices.list(auth, query),
    get: (auth, { params }) => devices.get(auth, params.id),
    pushConfig: (auth, { params, body }) => devices.pushConfig(auth, params.id, body),
    logs: (auth, { params }) => devices.logs(auth, params.id),
    latest: (auth, { params }) => devices.latest(auth, params.id),
    create: (auth, { body }) => devices.create(auth, body),
    update: (auth, { params, body }) => devices.update(auth, params.id, body),
    changeKey: (auth, { params, body }) => devices.changeKey(auth, params.id, body),
    delete: (auth, { params }) => devices.delete(auth, params.id),
    addSubDevices: (auth, { params, body }) => devices.addSubDevices(auth, params.id, body),
    removeSubDevices: (auth, { params, body }) => devices.removeSubDevices(auth, params.id, body),
  });

  bindOperations(app, ['devices'], deviceTransferOperations, {
    export: async (auth, { query }, reply) => {
      const file = await transfer.export(auth, query);
      return attachment(reply, XLSX_MIME_TYPE, 'devices.xlsx', file);
    },
    import: async (auth, { body }) => {
      if (Buffer.isBuffer(body)) return transfer.import(auth, await readDeviceSheet(body));
      const parsed = deviceImportJsonSchema.safeParse(body, { error: catalogueErrorMap });
      if (!parsed.success) {
        throw new ValidationError(
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'body',
            ...issueCodeAndParams(issue),
          })),
        );
      }
      return transfer.import(
        auth,
        parsed.data.devices.map((values, index) => ({ row: index + 1, values })),
      );
    },
  });
};
