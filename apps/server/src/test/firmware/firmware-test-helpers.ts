import type { FastifyInstance } from 'fastify';
import type mqtt from 'mqtt';
import { errorMessage, type Locale, type MessageParams } from '@ies/contracts';
import { expect } from 'vitest';
import { connectDevice } from '../broker/mqtt-test-helpers';
import type { Caller } from '../devices/device-test-helpers';
import { standardTypeId } from '../devices/device-test-helpers';
import { waitFor } from '../ingest/test-fixtures';
import { unique } from '../stations/station-test-helpers';

/** A multipart body (fields, then one file) as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  boundary = `----fw${Math.random().toString(16).slice(2)}`,
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a package as the merchant (token) and answers the response. */
export function uploadFirmware(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/firmware',
    headers: { authorization: `Bearer ${token}`, ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** `count` devices of the standard PCS type, created through the API, with their keys. */
export async function createPcsDevices(call: Caller, count: number) {
  const typeId = await standardTypeId(call, 'ES_PCS');
  const out: Array<{ id: string; key: string }> = [];
  for (let i = 0; i < count; i++) {
    const id = unique('pcs-');
    const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    out.push({ id, key: (res.json() as { key: string }).key });
  }
  return { typeId, devices: out };
}

export interface Offer {
  request_id: string;
  version: string;
  url: string;
  size: number;
  sha256: string;
  differential: boolean;
}

/**
 * Devices speaking the OTA part of the device protocol over their own MQTT connections; the test
 * decides what each reports, to reach every state and threshold edge exactly.
 */
export class OtaDevices {
  readonly offers = new Map<string, Offer[]>();
  private readonly clients = new Map<string, mqtt.MqttClient>();

  constructor(
    private readonly brokerUrl: string,
    private readonly devices: ReadonlyArray<{ id: string; key: string }>,
  ) {}

  async connect(ids = this.devices.map((d) => d.id)): Promise<void> {
    for (const id of ids) {
      const device = this.devices.find((d) => d.id === id)!;
      const client = await connectDevice(this.brokerUrl, device.id, device.key);
      client.on('message', (topic, payload) => {
        if (!topic.endsWith('/ota/offer')) return;
        const list = this.offers.get(device.id) ?? [];
        list.push(JSON.parse(payload.toString()) as Offer);
        this.offers.set(device.id, list);
      });
      await client.subscribeAsync(`ies/v1/${device.id}/ota/offer`, { qos: 1 });
      await client.publishAsync(`ies/v1/${device.id}/status`, 'online', { qos: 1, retain: true });
      this.clients.set(device.id, client);
    }
  }

  async disconnect(id: string): Promise<void> {
    await this.clients.get(id)?.endAsync();
    this.clients.delete(id);
  }

  offered(id: string): number {
    return this.offers.get(id)?.length ?? 0;
  }

  lastOffer(id: string): Offer {
    const list = this.offers.get(id);
    expect(list?.length, `offers to ${id}`).toBeGreaterThan(0);
    return list![list!.length - 1]!;
  }

  totalOffers(): number {
    let n = 0;
    for (const list of this.offers.values()) n += list.length;
    return n;
  }

  async report(id: string, body: Record<string, unknown>): Promise<void> {
    const client = this.clients.get(id)!;
    await client.publishAsync(`ies/v1/${id}/ota/progress`, JSON.stringify(body), { qos: 1 });
  }

  /** Reports on the last offer. */
  async reportOn(id: string, state: string, extra: Record<string, unknown> = {}): Promise<void> {
    await this.report(id, { request_id: this.lastOffer(id).request_id, state, ...extra });
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.endAsync().catch(() => {})));
  }
}

export const basePlan = {
  canary_percent: 5,
  group_percents: [] as number[],
  success_threshold: 100,
  approval_required: false,
  error_threshold: 20,
  error_min_finished: 1,
  pacing_per_minute: 1000,
  window: null as null | { start: string; end: string },
  timeout_seconds: 600,
  retries: 0,
};

/** Waits until the device shows as online (ingest saw its connection). */
export async function waitOnline(call: Caller, ids: string[]): Promise<void> {
  for (const id of ids) {
    await waitFor(async () => {
      const res = await call('GET', `/api/devices/${id}`);
      return (res.json() as { status: string }).status.startsWith('online');
    });
  }
}

/** An expected refusal: a rule's code (with the values of its text), or a 422's codes by field. */
export type Refusal =
  | { status: number; code: string; params?: MessageParams }
  | { fields: Record<string, string | [string, MessageParams]> };

type Answer = { statusCode: number; body: string; json(): unknown };

/**
 * Sends a request twice, in the default language (zh) and with `Accept-Language: en`, and checks
 * each answer carries the expected catalogue code(s) with the catalogue's exact text in that
 * language (B §5; issue 31 "with its catalogue code and zh and en text"), no `{placeholder}` left.
 */
export async function refusedInBoth(
  send: (headers: Record<string, string>) => Promise<Answer>,
  expected: Refusal,
): Promise<void> {
  for (const locale of ['zh', 'en'] as const satisfies Locale[]) {
    const res = await send(locale === 'en' ? { 'accept-language': 'en' } : {});
    const body = res.json() as {
      code: string;
      message: string;
      data?: { fields?: Array<{ field: string; code: string; message: string }> };
    };
    expect(res.body, locale).not.toMatch(/\{\w+\}/);
    if ('fields' in expected) {
      expect(res.statusCode, res.body).toBe(422);
      expect([body.code, body.message]).toEqual(['iot-http.422', errorMessage('iot-http.422', locale)]);
      const want = Object.fromEntries(
        Object.entries(expected.fields).map(([field, c]) => {
          const [code, params] = typeof c === 'string' ? [c, undefined] : c;
          return [field, [code, errorMessage(code, locale, params)]];
        }),
      );
      const got = Object.fromEntries((body.data?.fields ?? []).map((f) => [f.field, [f.code, f.message]]));
      expect(got, locale).toEqual(want);
    } else {
      expect(res.statusCode, res.body).toBe(expected.status);
      expect([body.code, body.message], locale).toEqual([
        expected.code,
        errorMessage(expected.code, locale, expected.params),
      ]);
    }
  }
}
