import { createHash } from 'node:crypto';
import {
  FIRMWARE_FILE_MAX_BYTES,
  type FirmwareResumeInput,
  type FirmwareTaskCreateInput,
  type FirmwareTaskDetail,
  type FirmwareUploadFields,
  firmwareTaskCreateSchema,
  firmwareUploadFieldsSchema,
  formatByteLimit,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import type { StoredReason } from '../../db/schema';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { StationAccess } from '../stations/stations.service';
import type { FirmwareLinks } from './firmware-links';
import { presentFirmware, presentTaskDetail, presentTaskSummary } from './firmware.presenter';
import type { FirmwareRepository, TargetDevice } from './firmware.repository';
import { groupSizes, rolloutReasons } from './rollout-rules';

export interface FirmwareServiceDeps {
  repository: FirmwareRepository;
  clock: Clock;
  links: FirmwareLinks;
  scopeOf: DeviceScopeResolver;
  /** The one station authority. */
  stations: () => Pick<StationAccess, 'requireAccess'>;
}

export interface IncomingPackage {
  fileName: string;
  bytes: Uint8Array;
  fields: Record<string, string>;
}

type Field = ConstructorParameters<typeof ValidationError>[0][number];

/** Firmware packages and upgrade tasks (B §5, §7; issue 31 item 2; docs/api/firmware.md). */
export class FirmwareService {
  constructor(private readonly deps: FirmwareServiceDeps) {}

  async list(auth: AuthContext, typeId?: string) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const rows = await this.deps.repository.listPackages(auth.tenantId, typeId);
    return { items: rows.map(presentFirmware) };
  }

  /** Stores a package with its SHA-256, computed here from the bytes received. */
  async upload(auth: AuthContext, file: IncomingPackage | undefined, fields: Record<string, string>) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const errors: Field[] = [];
    const parsed = firmwareUploadFieldsSchema.safeParse(fields, { error: catalogueErrorMap });
    for (const issue of parsed.error?.issues ?? [])
      errors.push({ field: issue.path.join('.'), ...issueCodeAndParams(issue) });
    if (!file || file.bytes.length === 0) errors.push({ field: 'file', code: 'iot-validation.10001' });
    if (errors.length > 0 || !parsed.success || !file) throw new ValidationError(errors);
    if (file.bytes.length > FIRMWARE_FILE_MAX_BYTES) throw tooLarge();
    const input: FirmwareUploadFields = parsed.data;
    const type = await this.deps.repository.visibleType(auth.tenantId, input.type_id);
    if (!type) throw new ValidationError([{ field: 'type_id', code: 'iot-validation.10002' }]);
    const inserted = await this.deps.repository.insertPackage({
      tenantId: auth.tenantId,
      typeId: type.id,
      version: input.version,
      description: input.description,
      fileName: file.fileName.slice(0, 200) || 'firmware.bin',
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
      createdBy: auth.userId,
      createdAt: this.deps.clock.now(),
    });
    if (!inserted) throw new ValidationError([{ field: 'version', code: 'iot-firmware.10003' }]);
    return presentFirmware((await this.deps.repository.findPackage(auth.tenantId, inserted.id))!);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    if (!(await this.deps.repository.findPackage(auth.tenantId, id))) throw notFound();
    const used = await this.deps.repository.packageUsed(id);
    if (used.any) throw new AppError('iot-firmware.10009');
    await this.deps.repository.deletePackage(auth.tenantId, id);
  }

  /** The package for a device holding a valid signed link; `range` is the Range header. */
  async download(id: string, query: { expires?: string; signature?: string }) {
    if (!(await this.deps.links.valid(id, query.expires, query.signature)))
      throw new AppError('iot-firmware.10016');
    const content = await this.deps.repository.packageContent(id);
    if (!content) throw notFound();
    return content;
  }

  async tasks(auth: AuthContext) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const rows = await this.deps.repository.listTasks(auth.tenantId);
    return { items: rows.map(presentTaskSummary) };
  }

  async createTask(auth: AuthContext, body: FirmwareTaskCreateInput): Promise<FirmwareTaskDetail> {
    const input = firmwareTaskCreateSchema.parse(body);
    const target = input.target;
    if (target.kind === 'stations')
      await this.deps.stations().requireAccess(auth, 'edit', { stationIds: target.station_ids });
    else if (target.kind === 'devices')
      await this.deps.stations().requireAccess(auth, 'edit', { deviceIds: target.device_ids });
    else await this.deps.stations().requireAccess(auth, 'edit', { tenantId: auth.tenantId });
    const firmware = await this.deps.repository.findPackage(auth.tenantId, input.firmware_id);
    if (!firmware) throw notFound();
    const now = this.deps.clock.now();
    const errors: Field[] = [];
    let upgradeAt = now;
    if (!input.upgrade_now) {
      if (!input.upgrade_at) errors.push({ field: 'upgrade_at', code: 'iot-validation.10001' });
      else if (Date.parse(input.upgrade_at) <= now.getTime())
        errors.push({ field: 'upgrade_at', code: 'iot-validation.10009' });
      else upgradeAt = new Date(input.upgrade_at);
    }
    const plan = input.plan;
    if (plan.canary_percent + plan.group_percents.reduce((a, b) => a + b, 0) > 100)
      errors.push({ field: 'plan.group_percents', code: 'iot-firmware.10006' });
    if (plan.window && plan.window.start === plan.window.end)
      errors.push({ field: 'plan.window.end', code: 'iot-firmware.10017' });
    const scope = await this.deps.scopeOf(auth);
    let targets: TargetDevice[];
    if (target.kind === 'type') targets = await this.deps.repository.devicesOfType(scope, firmware.typeId);
    else if (target.kind === 'stations')
      targets = await this.deps.repository.devicesOfStations(scope, target.station_ids, firmware.typeId);
    else {
      targets = await this.deps.repository.devicesByIds(scope, [...new Set(target.device_ids)]);
      const other = targets.find((d) => d.typeId !== firmware.typeId);
      if (other)
        errors.push({
          field: 'target.device_ids',
          code: 'iot-firmware.10005',
          params: { device: other.name },
        });
    }
    if (targets.length === 0 && errors.length === 0)
      errors.push({ field: 'target', code: 'iot-firmware.10004' });
    if (errors.length > 0) throw new ValidationError(errors);
    const sizes = groupSizes(targets.length, plan);
    const starts = sizes.map((_, group) => sizes.slice(0, group).reduce((a, b) => a + b, 0));
    const rows = sizes.flatMap((size, group) =>
      targets.slice(starts[group], starts[group]! + size).map((d) => ({
        deviceId: d.id,
        groupNo: group,
        state: 'to_push' as const,
        fromVersion: d.firmwareVersion,
        updatedAt: now,
      })),
    );
    const task = await this.deps.repository.insertTask(
      {
        tenantId: auth.tenantId,
        firmwareId: firmware.id,
        target,
        plan,
        upgradeAt,
        phase: 'scheduled',
        groupSizes: sizes,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      },
      rows,
      now,
    );
    return this.detail(auth, task.id);
  }

  async task(auth: AuthContext, id: string): Promise<FirmwareTaskDetail> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    return this.detail(auth, id);
  }

  async pause(auth: AuthContext, id: string) {
    const reason = rolloutReasons.pausedByUser();
    return this.move(
      auth,
      id,
      ['scheduled', 'running', 'awaiting_approval'],
      { phase: 'paused', reason },
      'paused',
      reason,
    );
  }

  /** Resumes a paused task; failed devices of the groups started so far are offered again. */
  async resume(auth: AuthContext, id: string, body: FirmwareResumeInput = {}) {
    await this.deps.stations().requireAccess(auth, 'edit', { tenantId: auth.tenantId });
    const task = await this.deps.repository.findTask(auth.tenantId, id);
    if (!task) throw notFound();
    let firmwareId = task.firmwareId;
    if (body.firmware_id && body.firmware_id !== task.firmwareId) {
      const current = await this.deps.repository.findPackage(auth.tenantId, task.firmwareId);
      const next = await this.deps.repository.findPackage(auth.tenantId, body.firmware_id);
      if (!next) throw notFound();
      if (next.typeId !== current?.typeId)
        throw new ValidationError([{ field: 'firmware_id', code: 'iot-validation.10002' }]);
      firmwareId = next.id;
    }
    if (task.phase !== 'paused') throw new AppError('iot-firmware.10007');
    await this.deps.repository.requeueFailed(id, task.currentGroup, this.deps.clock.now());
    // A task paused before its upgrade time waits for it again.
    const phase = task.upgradeAt.getTime() > this.deps.clock.now().getTime() ? 'scheduled' : 'running';
    return this.move(auth, id, ['paused'], { phase, reason: null, firmwareId }, 'resumed', null);
  }

  /** A second user lets the next group start (four eyes: never the creator). */
  async approve(auth: AuthContext, id: string) {
    await this.deps.stations().requireAccess(auth, 'edit', { tenantId: auth.tenantId });
    const task = await this.deps.repository.findTask(auth.tenantId, id);
    if (!task) throw notFound();
    if (task.phase !== 'awaiting_approval') throw new AppError('iot-firmware.10007');
    if (task.createdBy === auth.userId) throw new AppError('iot-firmware.10008');
    return this.move(
      auth,
      id,
      ['awaiting_approval'],
      { phase: 'running', reason: null, approvedThrough: task.currentGroup },
      'approved',
      null,
    );
  }

  async cancel(auth: AuthContext, id: string) {
    const detail = await this.move(
      auth,
      id,
      ['scheduled', 'running', 'paused', 'awaiting_approval'],
      { phase: 'cancelled', reason: null, finishedAt: this.deps.clock.now() },
      'cancelled',
      null,
    );
    await this.deps.repository.failUnfinished(id, rolloutReasons.cancelled(), this.deps.clock.now());
    return this.detail(auth, detail.id);
  }

  private async move(
    auth: AuthContext,
    id: string,
    from: Parameters<FirmwareRepository['movePhase']>[1],
    patch: Parameters<FirmwareRepository['movePhase']>[2],
    action: string,
    reason: StoredReason,
  ): Promise<FirmwareTaskDetail> {
    await this.deps.stations().requireAccess(auth, 'edit', { tenantId: auth.tenantId });
    if (!(await this.deps.repository.findTask(auth.tenantId, id))) throw notFound();
    const moved = await this.deps.repository.movePhase(id, from, patch, {
      at: this.deps.clock.now(),
      action,
      actor: auth.userId,
      reason,
    });
    if (!moved) throw new AppError('iot-firmware.10007');
    return this.detail(auth, id);
  }

  private async detail(auth: AuthContext, id: string): Promise<FirmwareTaskDetail> {
    const repo = this.deps.repository;
    const task = await repo.findTask(auth.tenantId, id);
    if (!task) throw notFound();
    const firmware = await repo.findPackage(auth.tenantId, task.firmwareId);
    const [devices, events, createdByName] = await Promise.all([
      repo.taskDevices(id),
      repo.taskEvents(id),
      repo.userName(task.createdBy),
    ]);
    return presentTaskDetail(task, firmware!, devices, events, createdByName);
  }
}

export function tooLarge(): AppError {
  return new AppError('iot-firmware.10002', { params: { max: formatByteLimit(FIRMWARE_FILE_MAX_BYTES) } });
}
