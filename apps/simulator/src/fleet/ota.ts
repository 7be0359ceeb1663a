import { createHash } from 'node:crypto';
import { FIRMWARE_VERSION_PATTERN } from '@ies/contracts';
import type { OtaOffer } from '../protocol/payloads';

export const OTA_STATES = ['downloading', 'verifying', 'installing', 'success', 'failed'] as const;
export type OtaState = (typeof OTA_STATES)[number];

export interface OtaProgress {
  request_id: string;
  state: OtaState;
  percent?: number;
  message?: string;
}

export interface OtaOptions {
  /** Pause between the install steps, ms (a real device takes minutes). */
  stepMs: number;
  fetchImpl?: typeof fetch;
  /** Called once the image is installed, before success is reported. */
  onInstalled?: (version: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a firmware offer as a device would: download (progress in quarters), check size and
 * SHA-256, install, report success with the new version, or failed with the reason.
 */
export async function runOta(
  offer: OtaOffer,
  report: (progress: OtaProgress) => Promise<void>,
  options: OtaOptions,
): Promise<{ ok: boolean; version?: string }> {
  const fail = async (message: string) => {
    await report({ request_id: offer.request_id, state: 'failed', message });
    return { ok: false };
  };
  if (!FIRMWARE_VERSION_PATTERN.test(offer.version)) return fail(`version ${offer.version} is not xx.xx.xx`);
  await report({ request_id: offer.request_id, state: 'downloading', percent: 0 });
  let image: Buffer;
  try {
    const response = await (options.fetchImpl ?? fetch)(offer.url);
    if (!response.ok || !response.body) return fail(`download failed: HTTP ${response.status}`);
    const chunks: Buffer[] = [];
    let received = 0;
    let reported = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      chunks.push(Buffer.from(chunk));
      received += chunk.byteLength;
      const percent = offer.size > 0 ? Math.min(100, Math.floor((received / offer.size) * 4) * 25) : 100;
      if (percent > reported && percent < 100) {
        reported = percent;
        await report({ request_id: offer.request_id, state: 'downloading', percent });
      }
    }
    image = Buffer.concat(chunks);
  } catch (error) {
    return fail(`download failed: ${(error as Error).message}`);
  }
  await report({ request_id: offer.request_id, state: 'downloading', percent: 100 });
  await report({ request_id: offer.request_id, state: 'verifying' });
  if (image.length !== offer.size) return fail(`size ${image.length} differs from the offered ${offer.size}`);
  const digest = createHash('sha256').update(image).digest('hex');
  if (digest !== offer.sha256.toLowerCase()) return fail('sha256 mismatch');
  await sleep(options.stepMs);
  await report({ request_id: offer.request_id, state: 'installing', percent: 50 });
  await sleep(options.stepMs);
  options.onInstalled?.(offer.version);
  await report({ request_id: offer.request_id, state: 'success', percent: 100, message: offer.version });
  return { ok: true, version: offer.version };
}
