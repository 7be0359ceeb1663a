import { randomUUID } from 'node:crypto';
import {
  LORA_OPERATIONS,
  type LoraAnalysis,
  type LoraConfig,
  loraConfigSchema,
  loraScanResultSchema,
} from '@ies/contracts';
import type { DeviceCommandRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { commandOutcome } from '../commands/command-outcome';
import type { CommandsService } from '../commands/commands.service';

/** The commands service as the LoRa analysis and file recall use it. */
export type LoraCommands = Pick<CommandsService, 'reachable' | 'issueTask' | 'latestOf' | 'byIds'>;

/** The device in the caller's scope, 404 otherwise; `need` names an operation its type must declare. */
export async function reachableDevice(
  commands: LoraCommands,
  auth: AuthContext,
  deviceId: string,
  need: { operation: string; code: string },
) {
  const device = await commands.reachable(auth, deviceId);
  if (!device) throw new AppError('iot-out-wrapper.70005');
  if (!device.operations.includes(need.operation)) throw new AppError(need.code);
  return device;
}

/** Why a command ended without success (the commands' own reading), null otherwise. */
export function errorOf(row: DeviceCommandRow): string | null {
  const outcome = commandOutcome(row);
  return outcome && !outcome.ok ? outcome.code : null;
}

function commandView(row: DeviceCommandRow) {
  return {
    command_id: row.id,
    state: row.state,
    requested_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error_code: errorOf(row),
  };
}

/**
 * DTU/LoRa analysis (B §2 device detail; issue 32 item 5): channel scans and frequency
 * configurations are commands of the gateway's type (`lora_scan`, `lora_set_config`) through the
 * command state machine; what the gateway answered is read back from the commands.
 */
export class LoraService {
  constructor(private readonly commands: () => LoraCommands) {}

  private gateway(auth: AuthContext, deviceId: string) {
    return reachableDevice(this.commands(), auth, deviceId, {
      operation: LORA_OPERATIONS.scan,
      code: 'iot-lora.10002',
    });
  }

  async analysis(auth: AuthContext, deviceId: string): Promise<LoraAnalysis> {
    const device = await this.gateway(auth, deviceId);
    const commands = this.commands();
    const [scan, configuration, lastConfigured, lastScanned] = await Promise.all([
      commands.latestOf(device.id, LORA_OPERATIONS.scan),
      commands.latestOf(device.id, LORA_OPERATIONS.configure),
      commands.latestOf(device.id, LORA_OPERATIONS.configure, ['replied']),
      commands.latestOf(device.id, LORA_OPERATIONS.scan, ['replied']),
    ]);
    const scanResult =
      scan?.state === 'replied' ? loraScanResultSchema.safeParse(scan.result).data : undefined;
    // What the gateway last said it runs: its answer to the newer of the two requests (configuration
    // reply or scan), in the order the platform sent them.
    const reported = [
      {
        sent: lastConfigured?.createdAt,
        at: lastConfigured?.finishedAt,
        config: configOf(lastConfigured?.result),
      },
      {
        sent: lastScanned?.createdAt,
        at: lastScanned?.finishedAt,
        config: loraScanResultSchema.safeParse(lastScanned?.result).data?.config,
      },
    ]
      .filter((r): r is { sent: Date; at: Date; config: LoraConfig } => !!r.sent && !!r.at && !!r.config)
      .sort((a, b) => b.sent.getTime() - a.sent.getTime())[0];
    return {
      device_id: device.id,
      scan: scan ? { ...commandView(scan), result: scanResult ?? null } : null,
      configuration: configuration
        ? { ...commandView(configuration), config: loraConfigSchema.parse(configuration.params) }
        : null,
      applied_config: reported?.config ?? null,
      applied_at: reported?.at.toISOString() ?? null,
    };
  }

  async scan(auth: AuthContext, deviceId: string): Promise<{ command_id: string }> {
    const device = await this.gateway(auth, deviceId);
    return this.issue(auth, device, LORA_OPERATIONS.scan, {});
  }

  async configure(auth: AuthContext, deviceId: string, body: LoraConfig): Promise<{ command_id: string }> {
    const device = await this.gateway(auth, deviceId);
    const config = loraConfigSchema.parse(body);
    return this.issue(auth, device, LORA_OPERATIONS.configure, config);
  }

  private async issue(
    auth: AuthContext,
    device: { id: string; tenantId: string },
    operation: string,
    params: Record<string, unknown>,
  ) {
    const id = randomUUID();
    await this.commands().issueTask({
      tenantId: device.tenantId,
      deviceId: device.id,
      actor: auth.userId,
      createdBy: auth.userId,
      commands: [{ id, operation, params, delaySeconds: 0 }],
    });
    return { command_id: id };
  }
}

function configOf(result: unknown): LoraConfig | undefined {
  const source = (result as { config?: unknown } | null)?.config;
  return loraConfigSchema.safeParse(source).data;
}
