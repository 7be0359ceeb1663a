import { createHmac } from 'node:crypto';
import { type SimProviderUsage, simProviderUsageSchema, simSignatureText } from '@ies/contracts';
import type { OutboundClient } from '../../platform/outbound/outbound-client';

/** Why a provider call failed, for the server log (the pool shows only the catalogue code). */
export class SimProviderError extends Error {
  override name = 'SimProviderError';
}

/**
 * The SIM provider adapter (docs/sim-pool.md): one signed GET of the pool's usage and cards,
 * through the one guarded outbound client. The secret key signs the request and is never sent.
 */
export async function fetchPoolUsage(
  outbound: OutboundClient,
  pool: { providerUrl: string; poolId: string; appId: string; secret: string },
  now: number,
): Promise<SimProviderUsage> {
  const signature = createHmac('sha256', pool.secret)
    .update(simSignatureText(pool.appId, pool.poolId, now))
    .digest('hex');
  const url = `${pool.providerUrl.replace(/\/+$/, '')}/pools/${encodeURIComponent(pool.poolId)}/usage`;
  let answer: Awaited<ReturnType<OutboundClient['request']>>;
  try {
    answer = await outbound.request(url, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        'x-app-id': pool.appId,
        'x-timestamp': String(now),
        'x-signature': signature,
      },
    });
  } catch (error) {
    throw new SimProviderError(`provider call failed: ${(error as Error).message}`);
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new SimProviderError(`provider answered ${answer.status}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    throw new SimProviderError('provider answer is not JSON');
  }
  const parsed = simProviderUsageSchema.safeParse(body);
  if (!parsed.success) throw new SimProviderError('provider answer is not in the provider API shape');
  return parsed.data;
}
