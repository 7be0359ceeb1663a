import { createHash, randomUUID } from 'node:crypto';
import {
  FILE_RECALL_LINK_SECONDS,
  FILE_RECALL_MAX_BYTES,
  type FileRecall,
  type FileRecallInput,
  type FileRecallState,
  fileRecallInputSchema,
  LORA_OPERATIONS,
} from '@ies/contracts';
import type { DeviceCommandRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { FileRecallRepository, FileRecallRow } from './file-recall.repository';
import { errorOf, type LoraCommands, reachableDevice } from './lora.service';
import type { RecallLinks } from './recall-links';

export interface FileRecallDeps {
  repository: FileRecallRepository;
  links: RecallLinks;
  clock: Clock;
  commands: () => LoraCommands;
}

/**
 * File recall (B §4: command sending, then file fetching; issue 32 item 6): a `file_recall`
 * command carries a signed upload address; the device answers the command and uploads the file
 * there (docs/device-protocol.md §5d). The state is read from the command and the stored file.
 */
export class FileRecallService {
  constructor(private readonly deps: FileRecallDeps) {}

  private async device(auth: AuthContext, deviceId: string) {
    const device = await this.deps.commands().reachable(auth, deviceId);
    if (!device) throw new AppError('iot-out-wrapper.70005');
    return device;
  }

  async list(auth: AuthContext, deviceId: string): Promise<{ items: FileRecall[] }> {
    const device = await this.device(auth, deviceId);
    const rows = await this.deps.repository.list(device.id);
    const commands = await this.deps.commands().byIds(
      device.id,
      rows.map((r) => r.commandId),
    );
    const byId = new Map(commands.map((c) => [c.id, c]));
    return { items: rows.map((row) => this.present(row, byId.get(row.commandId))) };
  }

  async create(auth: AuthContext, deviceId: string, body: FileRecallInput): Promise<FileRecall> {
    const device = await reachableDevice(this.deps.commands(), auth, deviceId, {
      operation: LORA_OPERATIONS.recall,
      code: 'iot-lora.10003',
    });
    const input = fileRecallInputSchema.parse(body);
    const now = this.deps.clock.now();
    const id = randomUUID();
    const commandId = randomUUID();
    const uploadExpiresAt = new Date(now.getTime() + FILE_RECALL_LINK_SECONDS * 1000);
    // The recall exists before its command goes out: a quick device may upload at once.
    await this.deps.repository.insert({
      id,
      tenantId: device.tenantId,
      deviceId: device.id,
      commandId,
      kind: input.kind,
      name: input.name ?? null,
      uploadExpiresAt,
      createdBy: auth.userId,
      createdAt: now,
    });
    const params: Record<string, unknown> = {
      recall_id: id,
      kind: input.kind,
      upload_url: await this.deps.links.link(id, uploadExpiresAt),
      upload_expires_at: uploadExpiresAt.getTime(),
    };
    if (input.name) params.name = input.name;
    try {
      const [command] = await this.deps.commands().issueTask({
        tenantId: device.tenantId,
        deviceId: device.id,
        actor: auth.userId,
        createdBy: auth.userId,
        commands: [{ id: commandId, operation: LORA_OPERATIONS.recall, params, delaySeconds: 0 }],
      });
      const row = await this.deps.repository.find(id, device.id);
      return this.present(row!, command);
    } catch (error) {
      await this.deps.repository.remove(id);
      throw error;
    }
  }

  async download(auth: AuthContext, deviceId: string, recallId: string) {
    const device = await this.device(auth, deviceId);
    const row = await this.deps.repository.find(recallId, device.id);
    if (!row) throw new AppError('iot-http.404');
    const content = row.fetchedAt ? await this.deps.repository.content(row.id) : undefined;
    if (!content) throw new AppError('iot-lora.10004');
    return { fileName: row.fileName ?? `${row.kind}-${row.id}`, content };
  }

  /** The device's upload to its signed address; the file is stored once. */
  async upload(
    recallId: string,
    query: { expires?: string; signature?: string; file_name?: string },
    body: unknown,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const row = await this.openRecall(recallId, query, now);
    const content = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    if (content.length > FILE_RECALL_MAX_BYTES) throw await this.oversized(row.id);
    const stored = await this.deps.repository.storeFile(row.id, {
      fileName: query.file_name ?? `${row.kind}-${row.id}`,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      at: now,
    });
    if (!stored) throw new AppError('iot-lora.10005');
  }

  /**
   * An upload over the size cap, refused before its body was read (the route's body limit): the
   * recall ends failed with the cap as its reason, when the address is its valid one.
   */
  async refuseOversized(
    recallId: string,
    query: { expires?: string; signature?: string },
  ): Promise<AppError> {
    const row = await this.openRecall(recallId, query, this.deps.clock.now());
    return this.oversized(row.id);
  }

  /** The recall a signed, unexpired address names, while it still takes a file. */
  private async openRecall(recallId: string, query: { expires?: string; signature?: string }, now: Date) {
    if (!(await this.deps.links.valid(recallId, now, query.expires, query.signature)))
      throw new AppError('iot-lora.10005');
    const row = await this.deps.repository.find(recallId);
    if (!row || row.fetchedAt || row.failedCode) throw new AppError('iot-lora.10005');
    return row;
  }

  private async oversized(id: string): Promise<AppError> {
    await this.deps.repository.fail(id, 'iot-lora.10006');
    return new AppError('iot-lora.10006', { params: { max: `${FILE_RECALL_MAX_BYTES / 1024 / 1024} MB` } });
  }

  private present(row: FileRecallRow, command: DeviceCommandRow | undefined): FileRecall {
    const { state, error } = this.stateOf(row, command);
    return {
      id: row.id,
      device_id: row.deviceId,
      kind: row.kind,
      name: row.name,
      state,
      command_id: row.commandId,
      file_name: row.fileName,
      size: row.size,
      sha256: row.sha256,
      error_code: error,
      created_at: row.createdAt.toISOString(),
      fetched_at: row.fetchedAt?.toISOString() ?? null,
    };
  }

  private stateOf(
    row: FileRecallRow,
    command: DeviceCommandRow | undefined,
  ): { state: FileRecallState; error: string | null } {
    if (row.fetchedAt) return { state: 'fetched', error: null };
    if (row.failedCode) return { state: 'failed', error: row.failedCode };
    if (!command || command.state === 'pending' || command.state === 'sent')
      return { state: 'sending', error: null };
    if (command.state === 'replied') {
      return row.uploadExpiresAt > this.deps.clock.now()
        ? { state: 'fetching', error: null }
        : { state: 'failed', error: 'iot-lora.10005' };
    }
    return { state: 'failed', error: errorOf(command) };
  }
}
