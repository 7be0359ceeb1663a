import type { BigscreenStationSettingsRow } from '../../db/schema';
import {
  type AlarmCount,
  type AlarmEvent,
  type BigscreenAlarms,
  type BigscreenStationSettings,
  ENERGY_OVERVIEW_ITEMS,
  type FlowPower,
  type GridState,
  systemNameI18nSchema,
} from '@ies/contracts';

/** A station whose newest sample is older than this is shown as of unknown grid state. */
const STALE_MS = 15 * 60_000;

export function presentAlarms(count: AlarmCount, latest: readonly AlarmEvent[]): BigscreenAlarms {
  return {
    active: count.active,
    unhandled: count.unhandled,
    by_level: Object.fromEntries(count.by_level.map((entry) => [String(entry.key), entry.count])),
    latest: latest.map((e) => ({
      id: e.id,
      level: e.level,
      message: e.message,
      rule_name: e.rule_name,
      i18n: e.i18n,
      device_name: e.device_name,
      station_name: e.station_name,
      generated_time: e.generated_time,
      active: e.state === 'active',
    })),
  };
}

/**
 * Grid-connected while a grid meter reports power; off-grid when the station runs (PV, storage or
 * load report) but no grid power is reported; unknown without recent figures.
 */
export function gridStateOf(power: FlowPower, updatedAt: string | null, nowMs: number): GridState {
  if (updatedAt === null || nowMs - Date.parse(updatedAt) > STALE_MS) return 'unknown';
  if (power.grid_kw !== null) return 'connected';
  if (power.pv_kw !== null || power.storage_kw !== null || power.load_kw !== null) return 'off_grid';
  return 'unknown';
}

export function presentBrand(entries: ReadonlyMap<string, string>) {
  let titleI18n: { zh_CN: string; en_US: string } | null = null;
  const raw = entries.get('systemNameI18n');
  if (raw) {
    try {
      const parsed = systemNameI18nSchema.safeParse(JSON.parse(raw));
      if (parsed.success) titleI18n = parsed.data;
    } catch {
      // Not JSON: the plain system name stands.
    }
  }
  return {
    title: entries.get('systemName') || null,
    title_i18n: titleI18n,
    logo: entries.get('iesScreenSystemLogo') || null,
  };
}

/** A station's screen settings; every block and the tenant's logo and name when none are saved. */
export function presentSettings(
  stationId: string,
  row: BigscreenStationSettingsRow | undefined,
): BigscreenStationSettings {
  return {
    station_id: stationId,
    blocks: row ? [...row.blocks] : [...ENERGY_OVERVIEW_ITEMS],
    title: row?.title ?? '',
    logo: row?.logo ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
