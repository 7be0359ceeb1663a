import type { DeviceTypeDefinition, DeviceTypeListQuery } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceConnections } from './device-connections';
import {
  presentDeviceType,
  presentDeviceTypeExport,
  presentDeviceTypeSummary,
} from './device-types.presenter';
import type { DeviceTypesRepository } from './device-types.repository';
import { pagedList, pageWindow } from '../../db/paging';

const notFound = () => new AppError('iot-http.404');

/** Device types: the standard ones (read-only) and each tenant's custom ones (B §3, §5, §8). */
export class DeviceTypesService {
  constructor(
    private readonly deps: {
      types: DeviceTypesRepository;
      connections: DeviceConnections;
      clock: Clock;
      /** Most custom types one tenant may define. */
      customTypesMax: number;
    },
  ) {}

  async list(auth: AuthContext, query: DeviceTypeListQuery) {
    const tenantId = auth.tenantId;
    const { rows, total } = await this.deps.types.list({
      tenantId,
      kind: query.kind,
      search: query.search?.trim() || undefined,
      ...pageWindow(query),
    });
    return pagedList(rows.map(presentDeviceTypeSummary), total, query);
  }

  async get(auth: AuthContext, id: string) {
    const row = await this.deps.types.findVisible(auth.tenantId, id);
    if (!row) throw notFound();
    return presentDeviceType(row);
  }

  /** The JSON preview and export: the definition alone, fit for import elsewhere. */
  async export(auth: AuthContext, id: string) {
    const row = await this.deps.types.findVisible(auth.tenantId, id);
    if (!row) throw notFound();
    return presentDeviceTypeExport(row);
  }

  /** Create and import share this: a custom type of the caller's tenant. */
  async create(auth: AuthContext, definition: DeviceTypeDefinition) {
    const tenantId = auth.tenantId;
    if (await this.deps.types.nameTaken(tenantId, definition.name)) throw new AppError('iot-type.10001');
    if ((await this.deps.types.countCustom(tenantId)) >= this.deps.customTypesMax) {
      throw new AppError('iot-type.10002');
    }
    const row = await this.deps.types.insert(tenantId, definition).catch(rethrowNameTaken);
    return presentDeviceType({ ...row, deviceCount: 0 });
  }

  async update(auth: AuthContext, id: string, definition: DeviceTypeDefinition) {
    const tenantId = auth.tenantId;
    const existing = await this.deps.types.findVisible(tenantId, id);
    if (!existing) throw notFound();
    // Standard types belong to the platform.
    if (existing.tenantId === null) throw new AppError('iot-http.403');
    if (await this.deps.types.nameTaken(tenantId, definition.name, id)) throw new AppError('iot-type.10001');
    const updated = await this.deps.types
      .update(tenantId, id, definition, this.deps.clock.now())
      .catch(rethrowNameTaken);
    if (!updated) throw notFound();
    this.deps.connections.typeChanged(id);
    return this.get(auth, id);
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const tenantId = auth.tenantId;
    const existing = await this.deps.types.findVisible(tenantId, id);
    if (!existing) throw notFound();
    if (existing.tenantId === null) throw new AppError('iot-http.403');
    if (existing.deviceCount > 0) throw new AppError('iot-type.10003');
    // The delete itself re-checks, so a device added meanwhile still blocks it.
    if (!(await this.deps.types.deleteUnused(tenantId, id))) throw new AppError('iot-type.10003');
    this.deps.connections.typeChanged(id);
  }
}

function rethrowNameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'device_types_tenant_name_uq') throw new AppError('iot-type.10001');
  throw error;
}
