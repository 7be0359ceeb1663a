import type { EngineDevice } from './alarm-engine.repository';
import type { PointTexts } from './alarm-message';

const CACHE_MS = 60_000;

interface PointSource {
  pointTexts?(tenantId: string, typeId: string): Promise<PointTexts>;
}

/**
 * The points of a device's type (names in each language, unit) as alarm texts name them, through
 * the devices module's service, kept a minute per type (a thing model changes seldom; only a
 * raised or recovered alarm asks).
 */
export class TypePoints {
  private readonly cache = new Map<string, { points: PointTexts; at: number }>();

  constructor(private readonly source: () => PointSource | undefined) {}

  async of(device: Pick<EngineDevice, 'tenantId' | 'typeId'>): Promise<PointTexts | undefined> {
    const source = this.source();
    if (!source?.pointTexts) return undefined;
    const key = `${device.tenantId}/${device.typeId}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < CACHE_MS) return cached.points;
    // Without the names the identifiers stand: an alarm is never lost for its text.
    const points = await source.pointTexts(device.tenantId, device.typeId).catch(() => undefined);
    if (points) this.cache.set(key, { points, at: now });
    return points;
  }
}
