import {
  type CommandRequestPayload,
  type CommandResponsePayload,
  type DeviceDownlinkKind,
  LORA_START_FREQUENCY_MHZ,
  type LoraConfig,
  type LoraNode,
  type LoraScanResult,
  loraConfigSchema,
} from '@ies/contracts';
import { hashString, hashUnit } from '../physics/random';
import { type DeviceCredentials, DeviceConnection } from '../protocol/device-connection';
import { parseJsonObject, readCommandRequest, REPLY_CODES } from '../protocol/payloads';

// A DTU/LoRa gateway with its radio nodes, as docs/device-protocol.md §5c and §5d describe it:
// answers channel scans with what it hears (channels, load rate, nodes with RSSI and SNR),
// applies frequency configurations within B §5 and uploads recalled files over HTTP.

/** The settings a gateway starts with (inside every B §5 limit). */
export const DEFAULT_LORA_CONFIG: LoraConfig = {
  power_dbm: 17,
  start_frequency_mhz: 470.3,
  tx_delay_ms: 100,
  beacon_window_ms: 60_000,
  slot_width_ms: 50,
  scan_interval_s: 30,
  refresh_interval_s: 30,
  network_id: '1a2b3c4d',
  network_key: '000102030405060708090a0b0c0d0e0f',
};

/** Channels a scan covers, from the start frequency up. */
export const LORA_SCAN_CHANNELS = 8;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The gateway's nodes: addresses and link quality follow from its id (deterministic). */
export function loraNodesOf(gatewayId: string, count = 6): LoraNode[] {
  const seed = hashString(`lora/${gatewayId}`);
  return Array.from({ length: count }, (_, index) => ({
    address: (hashString(`${gatewayId}/node/${index}`) >>> 0).toString(16).padStart(8, '0').slice(-8),
    rssi_dbm: round1(-115 + 55 * hashUnit(seed, 'rssi', index)),
    snr_db: round1(-8 + 18 * hashUnit(seed, 'snr', index)),
    load_percent: round1(2 + 10 * hashUnit(seed, 'load', index)),
  }));
}

/** The radio of one gateway: its settings and its nodes; pure, no I/O. */
export class LoraRadio {
  config: LoraConfig = { ...DEFAULT_LORA_CONFIG };
  readonly nodes: LoraNode[];
  private scans = 0;

  constructor(readonly gatewayId: string) {
    this.nodes = loraNodesOf(gatewayId);
  }

  /** The channel index the gateway works on (its start frequency on the 0.2 MHz grid). */
  get channel(): number {
    return Math.round(
      (this.config.start_frequency_mhz - LORA_START_FREQUENCY_MHZ.min) / LORA_START_FREQUENCY_MHZ.step,
    );
  }

  get loadRatePercent(): number {
    return round1(
      Math.min(
        100,
        this.nodes.reduce((sum, n) => sum + (n.load_percent ?? 0), 0),
      ),
    );
  }

  scan(): LoraScanResult {
    const seed = hashString(`scan/${this.gatewayId}/${this.scans++}`);
    const channels = Array.from({ length: LORA_SCAN_CHANNELS }, (_, index) => ({
      channel: this.channel + index,
      frequency_mhz: round1(this.config.start_frequency_mhz + index * LORA_START_FREQUENCY_MHZ.step),
      rssi_dbm: round1(-125 + 30 * hashUnit(seed, 'noise', index)),
      busy_percent: round1(index === 0 ? this.loadRatePercent : 40 * hashUnit(seed, 'busy', index)),
    }));
    return {
      channels,
      load_rate_percent: this.loadRatePercent,
      current_channel: this.channel,
      nodes: this.nodes.map((node) => ({ ...node })),
      config: { ...this.config },
    };
  }

  /** Applies settings that pass B §5; answers the reason otherwise. */
  configure(params: unknown): { ok: true; config: LoraConfig } | { ok: false; message: string } {
    const parsed = loraConfigSchema.safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { ok: false, message: `${issue.path.join('.')}: ${issue.message}` };
    }
    this.config = parsed.data;
    return { ok: true, config: { ...this.config } };
  }
}

/** What a gateway uploads for a recall: a log or a day's data (deterministic text). */
export function recalledFile(
  gatewayId: string,
  kind: string,
  name?: string,
): { fileName: string; bytes: Buffer } {
  if (kind === 'data') {
    const rows = ['ts,node,rssi_dbm,snr_db'];
    const nodes = loraNodesOf(gatewayId);
    for (let i = 0; i < 200; i++) {
      const node = nodes[i % nodes.length]!;
      rows.push(`${1_735_689_600_000 + i * 60_000},${node.address},${node.rssi_dbm},${node.snr_db}`);
    }
    return { fileName: name ?? `${gatewayId}-data.csv`, bytes: Buffer.from(`${rows.join('\n')}\n`) };
  }
  const lines = Array.from({ length: 300 }, (_, i) => `#${i} ${gatewayId} info lora: beacon ${i} sent`);
  // A few bytes that are not text, so that a transfer altering bytes is seen.
  return {
    fileName: name ?? `${gatewayId}.log`,
    bytes: Buffer.concat([Buffer.from(`${lines.join('\n')}\n`), Buffer.from([0, 255, 128, 10])]),
  };
}

export interface LoraGatewayOptions {
  brokerUrl: string;
  credentials: DeviceCredentials;
  /** Telemetry period (channel, load rate, signal), ms; 0 sends one sample on connect only. */
  telemetryMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

/**
 * A simulated DTU/LoRa gateway on its own MQTT connection: executes each request once, never
 * after `expires_at`, answers every request on `cmd/resp`.
 */
export class SimulatedLoraGateway {
  readonly radio: LoraRadio;
  /** Files sent, by recall id (tests compare the platform's copy with these bytes). */
  readonly uploads = new Map<string, Buffer>();
  private readonly connection: DeviceConnection;
  private readonly answered = new Map<string, CommandResponsePayload>();
  private timer: NodeJS.Timeout | null = null;
  private markAnnounced: () => void = () => {};
  /** Resolves once subscribed and announced online: requests sent from then on reach it. */
  private readonly announced = new Promise<void>((resolve) => {
    this.markAnnounced = resolve;
  });

  constructor(private readonly options: LoraGatewayOptions) {
    this.radio = new LoraRadio(options.credentials.id);
    this.connection = new DeviceConnection({
      brokerUrl: options.brokerUrl,
      credentials: options.credentials,
      onDownlink: (_id, kind, payload) => void this.handle(kind, payload),
      onAnnounced: () => {
        this.markAnnounced();
        void this.sendTelemetry();
      },
      log: options.log,
    });
  }

  get id(): string {
    return this.options.credentials.id;
  }

  /** Connects and resolves once subscribed to its requests (the platform marks it online before that). */
  async connect(): Promise<void> {
    await this.connection.connect();
    await this.announced;
    const every = this.options.telemetryMs ?? 0;
    if (every > 0) this.timer = setInterval(() => void this.sendTelemetry(), every);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.connection.close();
  }

  private async sendTelemetry(): Promise<void> {
    if (!this.connection.connected) return;
    const weakest = Math.min(...this.radio.nodes.map((n) => n.rssi_dbm));
    await this.connection
      .publish(this.id, 'telemetry', {
        ts: Date.now(),
        values: {
          channel: this.radio.channel,
          load_rate: this.radio.loadRatePercent,
          signal_strength: Math.round(weakest),
        },
      })
      .catch((error: Error) => this.options.log?.(`${this.id}: telemetry: ${error.message}`));
  }

  async handle(kind: DeviceDownlinkKind, payload: Buffer): Promise<void> {
    if (kind !== 'cmd/req') return;
    const body = parseJsonObject(payload);
    const request = body && readCommandRequest(body);
    if (!request) return;
    const previous = this.answered.get(request.request_id);
    if (previous) return void (await this.reply(previous));
    const reply =
      Date.now() > request.expires_at
        ? { request_id: request.request_id, code: REPLY_CODES.expired }
        : this.execute(request);
    this.answered.set(request.request_id, reply);
    await this.reply(reply);
    if (request.method === 'file_recall' && reply.code === REPLY_CODES.ok) await this.upload(request);
  }

  private reply(reply: CommandResponsePayload) {
    return this.connection.publish(this.id, 'cmd/resp', reply);
  }

  private execute(request: CommandRequestPayload): CommandResponsePayload {
    const answer = (code: number, result?: unknown) => ({ request_id: request.request_id, code, result });
    switch (request.method) {
      case 'lora_scan':
        return answer(REPLY_CODES.ok, this.radio.scan());
      case 'lora_set_config': {
        const applied = this.radio.configure(request.params);
        if (!applied.ok) return answer(REPLY_CODES.invalidParams, { message: applied.message });
        void this.sendTelemetry();
        return answer(REPLY_CODES.ok, { config: applied.config });
      }
      case 'file_recall': {
        const { upload_url: url, kind } = request.params;
        if (typeof url !== 'string' || (kind !== 'log' && kind !== 'data'))
          return answer(REPLY_CODES.invalidParams, {
            message: 'upload_url and kind (log or data) are required',
          });
        const file = recalledFile(this.id, kind, request.params.name as string | undefined);
        return answer(REPLY_CODES.ok, { file_name: file.fileName, size: file.bytes.length });
      }
      case 'reboot':
        return answer(REPLY_CODES.ok);
    }
    return answer(REPLY_CODES.unknownMethod, { message: `unknown method ${request.method}` });
  }

  /** PUTs the recalled file to the signed address (three attempts). */
  private async upload(request: CommandRequestPayload): Promise<void> {
    const { upload_url: url, kind, name, recall_id: recallId } = request.params as Record<string, string>;
    const file = recalledFile(this.id, kind!, name);
    const target = `${url}&file_name=${encodeURIComponent(file.fileName)}`;
    const fetchImpl = this.options.fetchImpl ?? fetch;
    if (recallId) this.uploads.set(recallId, file.bytes);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetchImpl(target, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream' },
          body: new Uint8Array(file.bytes),
        });
        if (res.ok || res.status === 403) return;
      } catch (error) {
        this.options.log?.(`${this.id}: upload attempt ${attempt}: ${(error as Error).message}`);
      }
    }
  }
}
