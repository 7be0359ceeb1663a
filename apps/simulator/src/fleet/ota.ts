import { createHash } from 'node:crypto';
import { FIRMWARE_VERSION_PATTERN } from '@ies/contracts';
import type { OtaOffer } from '../protocol/payloads';

export const OTA_STATES = ['downloading', 'verifying', 'installing', 'success', 'failed', 'report'] as const;
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
  /** Download attempts; each after the first resumes with `Range: bytes=<received>-` (default 3). */
  attempts?: number;
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
    image = await download(offer, options, async (percent) => {
      await report({ request_id: offer.request_id, state: 'downloading', percent });
    });
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

/**
 * Downloads the image over HTTP, resuming an interrupted transfer where it stopped (`Range`,
 * answered 206 by the platform; a 200 restarts from the first byte). Progress in quarters.
 */
async function download(
  offer: OtaOffer,
  options: OtaOptions,
  progress: (percent: number) => Promise<void>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  let reported = 0;
  let lastError: Error | undefined;
  for (let attempt = 0; attempt < (options.attempts ?? 3); attempt++) {
    try {
      const headers: Record<string, string> = received > 0 ? { range: `bytes=${received}-` } : {};
      const response = await (options.fetchImpl ?? fetch)(offer.url, { headers });
      if (received > 0 && response.status === 200) {
        chunks.length = 0;
        received = 0;
      } else if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      if (!response.body) throw new Error('no body');
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        chunks.push(Buffer.from(chunk));
        received += chunk.byteLength;
        const percent = offer.size > 0 ? Math.min(100, Math.floor((received / offer.size) * 4) * 25) : 100;
        if (percent > reported && percent < 100) {
          reported = percent;
          await progress(percent);
        }
      }
      return Buffer.concat(chunks);
    } catch (error) {
      lastError = error as Error;
      if (/^HTTP 4\d\d/.test(lastError.message)) break;
    }
  }
  throw lastError ?? new Error('download failed');
}
