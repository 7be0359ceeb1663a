import { randomUUID } from 'node:crypto';
import {
  COMMANDS_PER_TASK_CODE,
  type CommandState,
  type CommandTaskCreateInput,
  commandTaskBodySchema,
  commandTaskCreateSchema,
  type PageQuery,
  validateOperationParams,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import type { BrokerHandle, DeviceBroker } from '../../broker/broker';
import type { DeviceCommandRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { CommandsRepository, CommandTarget } from './commands.repository';
import type { DeviceSendLimiter } from './device-send-limiter';
import { presentCommand, presentCommandEvent } from './commands.presenter';
import { pagedList } from '../../db/paging';

const ONLINE = new Set(['online_normal', 'online_faulty', 'alarm', 'debugging']);

function isDeviceBroker(broker: BrokerHandle | undefined): broker is DeviceBroker {
  return typeof (broker as DeviceBroker | undefined)?.publishToDevice === 'function';
}

export interface CommandsServiceDeps {
  commands: CommandsRepository;
  clock: Clock;
  broker?: BrokerHandle;
  scopeOf: DeviceScopeResolver;
  /** Per-device and per-tenant limits on commands (each command of a task counts). */
  limiter: DeviceSendLimiter;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Command tasks and the state machine of each command:
 * pending → sent → replied | failed | timed_out, and pending | sent → expired.
 * Every change is a conditional update (only from the expected state) plus an audit event, so a
 * redelivered reply or a second process changes nothing.
 */
/** A rule's command action as it is issued for one raise (the alarms module, wired in modules/index.ts). */
export interface AlarmCommand {
  tenantId: string;
  ruleId: string;
  /** The rule's creator: the command's `created_by`. */
  createdBy: string | null;
  deviceId: string;
  operation: string;
  params: Record<string, unknown>;
}

export class CommandsService {
  constructor(private readonly deps: CommandsServiceDeps) {}

  /** Whether this process can send to devices (the sweep's job runs only where it can). */
  canSend(): boolean {
    return isDeviceBroker(this.deps.broker);
  }

  async create(auth: AuthContext, deviceId: string, body: CommandTaskCreateInput) {
    const scope = await this.deps.scopeOf(auth);
    const input = commandTaskBodySchema.parse(body);
    const target = await this.deps.commands.findTarget(scope, deviceId);
    if (!target) throw new AppError('iot-out-wrapper.70005');
    // The task's limits are the contract's; checked after the device lookup so a foreign device is 404.
    const fields: ConstructorParameters<typeof ValidationError>[0] = [];
    const checked = commandTaskCreateSchema.safeParse(body, { error: catalogueErrorMap });
    for (const issue of checked.error?.issues ?? []) {
      if (issue.message === COMMANDS_PER_TASK_CODE) throw new AppError(COMMANDS_PER_TASK_CODE);
      fields.push({ field: issue.path.join('.'), ...issueCodeAndParams(issue) });
    }
    const operations = input.commands.map((command, index) => {
      const operation = target.operations.find((o) => o.name === command.operation);
      if (!operation) {
        fields.push({ field: `commands.${index}.operation`, code: 'iot-command.10002' });
        return undefined;
      }
      for (const issue of validateOperationParams(operation, command.params)) {
        fields.push({
          field: `commands.${index}.params.${issue.field}`,
          code: issue.code,
          params: issue.params,
        });
      }
      return operation;
    });
    if (fields.length > 0) throw new ValidationError(fields);
    this.assertReachable(target);
    const rows = await this.enqueue(target, input, operations, {
      actor: auth.userId,
      createdBy: auth.userId,
    });
    return { task_id: rows[0]!.taskId, commands: rows.map(presentCommand) };
  }

  /**
   * A command action of an alarm rule (modules/alarms), on a raise: the same operation and param
   * checks, reachability, send limits, state machine and audit as a user's command, within the
   * rule's tenant; audited with the actor `alarm-rule:<rule id>`. Refused commands throw.
   */
  /** Which of `deviceIds` the caller may send commands to (its device scope). */
  async commandable(auth: AuthContext, deviceIds: string[]): Promise<Set<string>> {
    const scope = await this.deps.scopeOf(auth);
    const found = await Promise.all(deviceIds.map((id) => this.deps.commands.findTarget(scope, id)));
    return new Set(found.flatMap((target) => (target ? [target.id] : [])));
  }

  /**
   * The device within the caller's device scope with the names of its type's operations, or
   * undefined (another tenant's or out of authority: the caller answers 404). Another module's
   * access check before it issues commands of its own (modules/lora).
   */
  async reachable(
    auth: AuthContext,
    deviceId: string,
  ): Promise<{ id: string; tenantId: string; operations: string[] } | undefined> {
    const scope = await this.deps.scopeOf(auth);
    const target = await this.deps.commands.findTarget(scope, deviceId);
    if (!target) return undefined;
    return { id: target.id, tenantId: target.tenantId, operations: target.operations.map((o) => o.name) };
  }

  /** The device's newest command of an operation (in `states` when given), for the module reading it. */
  latestOf(
    deviceId: string,
    operation: string,
    states?: CommandState[],
  ): Promise<DeviceCommandRow | undefined> {
    return this.deps.commands.latestOf(deviceId, operation, states);
  }

  async issueForAlarm(command: AlarmCommand): Promise<string> {
    const target = await this.deps.commands.findTarget({ tenantId: command.tenantId }, command.deviceId);
    const operation = target?.operations.find((o) => o.name === command.operation);
    if (!target || !operation) throw new AppError('iot-alert.10003');
    const issues = validateOperationParams(operation, command.params);
    if (issues.length > 0)
      throw new ValidationError(
        issues.map((i) => ({ field: `params.${i.field}`, code: i.code, params: i.params })),
      );
    this.assertReachable(target);
    const input = commandTaskBodySchema.parse({
      commands: [{ operation: command.operation, params: command.params }],
    });
    const [row] = await this.enqueue(target, input, [operation], {
      actor: `alarm-rule:${command.ruleId}`,
      createdBy: command.createdBy,
    });
    return row!.id;
  }

  /**
   * A command task of another module (a timed strategy's run, a batch operation) for a device of
   * `tenantId`: the same operation and param checks, reachability, limits, state machine and audit.
   * `ids` are the commands' ids chosen by the caller: a task issued again under the same ids (a
   * run repeated after a crash) inserts nothing and sends nothing (answers the stored rows).
   * Refused tasks throw (iot-alert.10003 for an unknown device or operation, iot-device.10015 offline).
   */
  async issueTask(task: {
    tenantId: string;
    deviceId: string;
    actor: string;
    createdBy: string | null;
    commands: Array<{ id: string; operation: string; params: Record<string, unknown>; delaySeconds: number }>;
  }): Promise<DeviceCommandRow[]> {
    const existing = await this.deps.commands.findByIds(
      task.deviceId,
      task.commands.map((c) => c.id),
    );
    if (existing.length > 0) return existing;
    const target = await this.deps.commands.findTarget({ tenantId: task.tenantId }, task.deviceId);
    if (!target) throw new AppError('iot-alert.10003');
    const operations = task.commands.map((command) => {
      const operation = target.operations.find((o) => o.name === command.operation);
      if (!operation) throw new AppError('iot-alert.10003');
      const issues = validateOperationParams(operation, command.params);
      if (issues.length > 0)
        throw new ValidationError(
          issues.map((i) => ({ field: `params.${i.field}`, code: i.code, params: i.params })),
        );
      return operation;
    });
    this.assertReachable(target);
    const input = commandTaskBodySchema.parse({
      commands: task.commands.map((c) => ({ operation: c.operation, params: c.params })),
    });
    let offset = 0;
    const offsets = task.commands.map((c) => (offset += c.delaySeconds));
    return this.enqueue(
      target,
      input,
      operations,
      { actor: task.actor, createdBy: task.createdBy },
      { ids: task.commands.map((c) => c.id), offsets },
    );
  }

  /** Commands by id (another module following the commands it issued). */
  byIds(deviceId: string, ids: string[]): Promise<DeviceCommandRow[]> {
    return this.deps.commands.findByIds(deviceId, ids);
  }

  /**
   * Reserves the send limits, stores the commands with their first audit event, and sends those
   * due now (the sweep may be running too: each transition happens once, whoever gets there first).
   */
  private async enqueue(
    target: CommandTarget,
    input: ReturnType<typeof commandTaskBodySchema.parse>,
    operations: Array<CommandTarget['operations'][number] | undefined>,
    by: { actor: string; createdBy: string | null },
    chosen?: { ids: string[]; offsets: number[] },
  ): Promise<DeviceCommandRow[]> {
    const deviceId = target.id;
    const reservation = await this.deps.limiter.reserve([
      { tenantId: target.tenantId, deviceId, kind: 'command', count: input.commands.length },
    ]);
    const now = this.deps.clock.now();
    const taskId = randomUUID();
    const rows = input.commands.map((command, index) => {
      const delay = chosen ? chosen.offsets[index]! : index * input.interval_seconds;
      const dueAt = new Date(now.getTime() + delay * 1000);
      return {
        id: chosen?.ids[index] ?? randomUUID(),
        taskId,
        position: index,
        tenantId: target.tenantId,
        deviceId,
        operation: command.operation,
        params: command.params,
        requestId: randomUUID(),
        needsResponse: operations[index]!.needs_response,
        timeoutSeconds: target.timeoutSeconds,
        createdBy: by.createdBy,
        createdAt: now,
        dueAt,
        expiresAt: new Date(dueAt.getTime() + input.ttl_seconds * 1000),
      };
    });
    const inserted = await this.deps.commands
      .insert(
        rows,
        rows.map((row) => ({
          commandId: row.id,
          tenantId: row.tenantId,
          deviceId,
          state: 'pending' as const,
          actor: by.actor,
          detail: { operation: row.operation, params: row.params },
          at: now,
        })),
      )
      .catch(async (error: unknown) => {
        await reservation.release();
        throw error;
      });
    for (const row of inserted) {
      if (row.dueAt <= now) await this.send(row, target, now);
    }
    const sent = await Promise.all(rows.map((row) => this.deps.commands.find(deviceId, row.id)));
    return sent.filter((r) => r !== undefined);
  }

  async list(auth: AuthContext, deviceId: string, query: PageQuery) {
    await this.visibleDevice(auth, deviceId);
    const { rows, total } = await this.deps.commands.list(deviceId, query.current_page, query.page_size);
    return pagedList(rows.map(presentCommand), total, query);
  }

  async get(auth: AuthContext, deviceId: string, commandId: string) {
    await this.visibleDevice(auth, deviceId);
    const row = await this.deps.commands.find(deviceId, commandId);
    if (!row) throw new AppError('iot-http.404');
    const events = await this.deps.commands.events(row.id);
    return { ...presentCommand(row), events: events.map(presentCommandEvent) };
  }

  /** A `cmd/resp` from the device: completes a sent command once; repeats and strays are ignored. */
  async reply(deviceId: string, body: unknown, receivedAt: number): Promise<void> {
    if (typeof body !== 'object' || body === null) return;
    const { request_id: requestId, code, result } = body as Record<string, unknown>;
    if (typeof requestId !== 'string' || !/^[0-9a-f-]{36}$/i.test(requestId)) return;
    const replyCode = typeof code === 'number' && Number.isInteger(code) ? code : -1;
    const at = new Date(receivedAt);
    const row = await this.deps.commands.transition(
      { requestId, deviceId },
      ['sent'],
      replyCode === 0 ? 'replied' : 'failed',
      { replyCode, result: result ?? null, finishedAt: at },
      { actor: 'device', detail: { code: replyCode }, at },
    );
    if (!row)
      this.deps.log?.(`reply to unknown, finished or expired request ${requestId} of ${deviceId} ignored`);
  }

  /**
   * One sweep: send due commands, time out unanswered ones, expire stale ones. The job runtime
   * runs it (job `commands.sweep`); tests call it after moving the clock.
   */
  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    const targets = new Map<string, CommandTarget | undefined>();
    for (const row of await this.deps.commands.due(now)) {
      if (!targets.has(row.deviceId))
        targets.set(row.deviceId, await this.deps.commands.targetOf(row.deviceId));
      await this.send(row, targets.get(row.deviceId), now);
    }
    for (const row of await this.deps.commands.overdue(now)) {
      await this.deps.commands.transition(
        { id: row.id },
        ['sent'],
        'timed_out',
        { finishedAt: now, errorCode: 'iot-device.10002' },
        { actor: 'platform', at: now },
      );
    }
    for (const row of await this.deps.commands.sentExpired(now)) {
      await this.expire(row.id, 'sent', now);
    }
  }

  /** A command whose time-to-live ran out while it was still `from`. */
  private expire(id: string, from: CommandState, now: Date) {
    return this.deps.commands.transition(
      { id },
      [from],
      'expired',
      { finishedAt: now },
      { actor: 'platform', at: now },
    );
  }

  private async send(row: DeviceCommandRow, target: CommandTarget | undefined, now: Date): Promise<void> {
    const fail = (errorCode: string) =>
      this.deps.commands.transition(
        { id: row.id },
        ['pending'],
        'failed',
        { finishedAt: now, errorCode },
        { actor: 'platform', detail: { error_code: errorCode }, at: now },
      );
    if (row.expiresAt <= now) {
      await this.expire(row.id, 'pending', now);
      return;
    }
    if (!target) return void (await fail('iot-out-wrapper.70005'));
    if (target.controlMode === 'local') return void (await fail('iot-command.10001'));
    if (!ONLINE.has(target.status)) {
      // A type that queues commands for offline devices keeps them pending until their time-to-live.
      if (target.offlineCommand) return;
      return void (await fail('iot-device.10015'));
    }
    const broker = this.deps.broker;
    if (!isDeviceBroker(broker) || broker.state() !== 'up') return void (await fail('iot-http.503'));
    const waits = row.needsResponse && row.timeoutSeconds > 0;
    // Marked sent before publishing, so a fast reply always finds it in `sent`.
    const sent = await this.deps.commands.transition(
      { id: row.id },
      ['pending'],
      'sent',
      {
        sentAt: now,
        timeoutAt: waits ? new Date(now.getTime() + row.timeoutSeconds * 1000) : null,
        // A command that needs no reply is done once it is out.
        finishedAt: row.needsResponse ? null : now,
      },
      { actor: 'platform', at: now },
    );
    if (!sent) return;
    try {
      await broker.publishToDevice(row.deviceId, 'cmd/req', {
        request_id: row.requestId,
        method: row.operation,
        params: row.params,
        expires_at: row.expiresAt.getTime(),
      });
    } catch (error) {
      this.deps.log?.(`command ${row.id} could not be published`, error);
      await this.deps.commands.transition(
        { id: row.id },
        ['sent'],
        'failed',
        { finishedAt: now, errorCode: 'iot-http.503' },
        { actor: 'platform', detail: { error_code: 'iot-http.503' }, at: now },
      );
    }
  }

  /** B §8: offline devices and devices under local control are refused at once. */
  private assertReachable(target: CommandTarget): void {
    if (target.controlMode === 'local') throw new AppError('iot-command.10001');
    if (!ONLINE.has(target.status) && !target.offlineCommand) throw new AppError('iot-device.10015');
  }

  private async visibleDevice(auth: AuthContext, deviceId: string): Promise<void> {
    const scope = await this.deps.scopeOf(auth);
    if (!(await this.deps.commands.findTarget(scope, deviceId))) throw new AppError('iot-out-wrapper.70005');
  }
}
