import type { CommandRequestPayload, CommandResponsePayload, DeviceDownlinkKind } from '@ies/contracts';
import {
  OPERATING_MODES,
  type OperatingMode,
  type OperatingStrategy,
  parseStrategy,
} from '../physics/strategy';
import { parseJsonObject, readCommandRequest, readOtaOffer, REPLY_CODES } from '../protocol/payloads';
import type { DeviceKind } from '../site/site-config';
import { type OtaProgress, runOta } from './ota';

export const FAULT_KINDS = ['offline', 'link_loss', 'over_temperature', 'low_soc'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** What a device can do to its site and how it answers; the site runner provides it. */
export interface DeviceControls {
  now(): number;
  setPower(kw: number | null): void;
  setRunning(running: boolean): void;
  setMode(mode: OperatingMode): void;
  replaceStrategy(strategy: OperatingStrategy): void;
  injectFault(fault: FaultKind, durationS: number): void;
  send(kind: 'cmd/resp' | 'config/ack' | 'ota/progress', body: object): Promise<void>;
  log(message: string): void;
}

export interface DeviceAgentOptions {
  deviceId: string;
  kind: DeviceKind;
  firmwareVersion: string;
  otaStepMs: number;
  fetchImpl?: typeof fetch;
}

/** Request ids remembered for at-most-once execution. */
const REMEMBERED_REQUESTS = 1000;

class Outcome {
  constructor(
    readonly code: number,
    readonly result?: unknown,
  ) {}
}

const ok = (result?: unknown) => new Outcome(REPLY_CODES.ok, result);
const invalid = (message: string) => new Outcome(REPLY_CODES.invalidParams, { message });

/**
 * The behaviour of one device on its downlinks: commands executed at most once and never after
 * `expires_at`, every request answered; configuration pushes; firmware offers.
 */
export class DeviceAgent {
  readonly deviceId: string;
  readonly kind: DeviceKind;
  firmwareVersion: string;
  private readonly options: DeviceAgentOptions;
  private readonly controls: DeviceControls;
  private readonly answered = new Map<string, object>();
  private otaRunning: Promise<unknown> | null = null;

  constructor(options: DeviceAgentOptions, controls: DeviceControls) {
    this.options = options;
    this.deviceId = options.deviceId;
    this.kind = options.kind;
    this.firmwareVersion = options.firmwareVersion;
    this.controls = controls;
  }

  async handle(kind: DeviceDownlinkKind, payload: Buffer): Promise<void> {
    const body = parseJsonObject(payload);
    if (!body) {
      this.controls.log(`${this.deviceId}: ${kind} payload is not a JSON object`);
      return;
    }
    if (kind === 'cmd/req') await this.onCommand(body);
    else if (kind === 'config/push') await this.onConfig(body);
    else await this.onOtaOffer(body);
  }

  private remember(requestId: string, reply: object): void {
    this.answered.set(requestId, reply);
    if (this.answered.size > REMEMBERED_REQUESTS) {
      const oldest = this.answered.keys().next().value;
      if (oldest !== undefined) this.answered.delete(oldest);
    }
  }

  private async onCommand(body: Record<string, unknown>): Promise<void> {
    const request = readCommandRequest(body);
    if (!request) {
      // Without a request id nothing can be answered; answer what can be, log the rest.
      if (typeof body.request_id === 'string') {
        await this.controls.send('cmd/resp', { request_id: body.request_id, code: REPLY_CODES.malformed });
      } else {
        this.controls.log(`${this.deviceId}: cmd/req without request_id ignored`);
      }
      return;
    }
    const previous = this.answered.get(request.request_id);
    if (previous) {
      await this.controls.send('cmd/resp', previous);
      return;
    }
    const outcome =
      this.controls.now() > request.expires_at
        ? new Outcome(REPLY_CODES.expired, { message: 'expired before execution' })
        : this.execute(request);
    const reply: CommandResponsePayload = { request_id: request.request_id, code: outcome.code };
    if (outcome.result !== undefined) reply.result = outcome.result;
    this.remember(request.request_id, reply);
    await this.controls.send('cmd/resp', reply);
  }

  private execute(request: CommandRequestPayload): Outcome {
    const { method, params } = request;
    const controlsPower = this.kind === 'pcs' || this.kind === 'ems';
    switch (method) {
      case 'set_power': {
        if (!controlsPower) break;
        const power = params.power_kw;
        if (power !== null && (typeof power !== 'number' || !Number.isFinite(power))) {
          return invalid('power_kw must be a number (kW, positive discharges) or null');
        }
        try {
          this.controls.setPower(power);
        } catch (error) {
          return invalid((error as Error).message);
        }
        return ok({ power_kw: power });
      }
      case 'start':
      case 'stop':
        if (!controlsPower) break;
        this.controls.setRunning(method === 'start');
        return ok();
      case 'set_mode': {
        if (!controlsPower) break;
        const mode = params.mode;
        if (typeof mode !== 'string' || !(OPERATING_MODES as readonly string[]).includes(mode)) {
          return invalid(`mode must be one of ${OPERATING_MODES.join(', ')}`);
        }
        this.controls.setMode(mode as OperatingMode);
        return ok({ mode });
      }
      case 'simulate_fault': {
        const fault = params.fault;
        const duration = params.duration_s ?? 60;
        if (typeof fault !== 'string' || !(FAULT_KINDS as readonly string[]).includes(fault)) {
          return invalid(`fault must be one of ${FAULT_KINDS.join(', ')}`);
        }
        if (typeof duration !== 'number' || duration <= 0 || duration > 86_400) {
          return invalid('duration_s must be between 0 and 86400');
        }
        this.controls.injectFault(fault as FaultKind, duration);
        return ok({ fault, duration_s: duration });
      }
      case 'get_firmware':
        return ok({ version: this.firmwareVersion });
    }
    return new Outcome(REPLY_CODES.unknownMethod, { message: `unknown method ${method}` });
  }

  private async onConfig(body: Record<string, unknown>): Promise<void> {
    const requestId = body.request_id;
    if (typeof requestId !== 'string' || requestId.length === 0) {
      this.controls.log(`${this.deviceId}: config/push without request_id ignored`);
      return;
    }
    const previous = this.answered.get(requestId);
    if (previous) {
      await this.controls.send('config/ack', previous);
      return;
    }
    const ack = this.applyConfig(requestId, body.config);
    this.remember(requestId, ack);
    await this.controls.send('config/ack', ack);
  }

  private applyConfig(requestId: string, config: unknown): object {
    if (this.kind !== 'ems' && this.kind !== 'pcs') {
      return {
        request_id: requestId,
        code: REPLY_CODES.refused,
        message: 'this device takes no configuration',
      };
    }
    const source = (config ?? {}) as Record<string, unknown>;
    const strategy = typeof source === 'object' && 'strategy' in source ? source.strategy : source;
    try {
      this.controls.replaceStrategy(parseStrategy(strategy));
      return { request_id: requestId, code: REPLY_CODES.ok };
    } catch (error) {
      return { request_id: requestId, code: REPLY_CODES.invalidParams, message: (error as Error).message };
    }
  }

  /**
   * Tells the platform the version it runs (on every connect, docs/device-protocol.md §5b): an
   * upgrade the platform still waits for ends in success or a retry, whatever happened meanwhile.
   */
  async reportVersion(): Promise<void> {
    await this.controls.send('ota/progress', { state: 'report', version: this.firmwareVersion });
  }

  private async onOtaOffer(body: Record<string, unknown>): Promise<void> {
    const offer = readOtaOffer(body);
    if (!offer) {
      if (typeof body.request_id === 'string') {
        await this.controls.send('ota/progress', {
          request_id: body.request_id,
          state: 'failed',
          message: 'malformed offer',
        });
      }
      return;
    }
    if (this.answered.has(offer.request_id)) return;
    this.remember(offer.request_id, { request_id: offer.request_id });
    if (this.otaRunning) {
      await this.controls.send('ota/progress', {
        request_id: offer.request_id,
        state: 'failed',
        message: 'another upgrade is running',
      });
      return;
    }
    const report = (progress: OtaProgress) => this.controls.send('ota/progress', progress);
    this.otaRunning = runOta(offer, report, {
      stepMs: this.options.otaStepMs,
      fetchImpl: this.options.fetchImpl,
      onInstalled: (version) => {
        this.firmwareVersion = version;
      },
    })
      .catch((error: Error) => this.controls.log(`${this.deviceId}: OTA: ${error.message}`))
      .finally(() => {
        this.otaRunning = null;
      });
    await this.otaRunning;
  }
}
