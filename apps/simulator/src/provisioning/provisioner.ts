import { readFile } from 'node:fs/promises';
import { type Currency, standardTypeNameOf } from '@ies/contracts';
import { type DeviceSpec, inverterRef, parseSitesFile, type SiteSpec } from '../site/site-config';
import { DEMO_SITE_TEMPLATES } from './demo-sites';
import { provisionDemoAlarms } from './demo-alarms';
import { provisionDemoOperations } from './demo-operations';
import { provisionDemoOrders } from './demo-orders';
import { PlatformApi } from './platform-api';
import type { SiteTemplate } from './site-template';

export type { SiteTemplate } from './site-template';

/** Gets the sites to simulate, with device ids and keys the broker accepts. */
export interface Provisioner {
  provision(templates: readonly SiteTemplate[]): Promise<SiteSpec[]>;
}

export class ProvisioningUnavailableError extends Error {}

export interface PlatformAccount {
  platformUrl: string;
  /** A session token of the account that will own the stations (bearer). */
  token: string;
}

/** What a provisioned station needs besides its devices; the station calls fill this in. */
export interface StationProvisioning {
  /** Creates the station; may answer the strategy it runs, as pushed (the site starts with it). */
  create(
    api: PlatformApi,
    template: SiteTemplate,
    deviceIds: string[],
  ): Promise<{ strategy?: Record<string, unknown> } | undefined>;
}

/** Station names allow Chinese, letters, digits, hyphen and underscore: spaces become hyphens. */
export function stationNameOf(template: Pick<SiteTemplate, 'name'>): string {
  return template.name
    .trim()
    .replace(/[^\p{Script=Han}A-Za-z0-9_-]+/gu, '-')
    .slice(0, 64);
}

/**
 * Creates the station of a site (POST /api/stations) and binds its devices with the spec's
 * bind-with-info call, as the station screens do.
 */
export const platformStations: StationProvisioning = {
  async create(api, template, deviceIds) {
    const self = await api.get<{ id: string; tenant_id: string }>('/tenant/users/self');
    const station = await api.post<{ id: string }>('/stations', {
      name: stationNameOf(template),
      type: 'industry_storage',
      address: template.name,
      contact: 'demo',
      installed_capacity_kwh: template.battery?.capacity_kwh ?? 0,
      installed_power_kw: template.battery?.max_discharge_kw ?? 0,
      price_per_kwh: PRICE_PER_KWH[template.currency],
      currency: template.currency,
      longitude: template.longitude,
      latitude: template.latitude,
      tilt: template.pv?.tilt_deg ?? null,
      tz_offset_hours: template.tz_offset_minutes / 60,
    });
    await api.put(
      `/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
      { things_ids: deviceIds },
    );
    // The demo's stations also get a five-band tariff and a running strategy (issue 14 item 8).
    const demoIndex = DEMO_SITE_TEMPLATES.findIndex((t) => t.id === template.id);
    let strategy: Record<string, unknown> | undefined;
    if (demoIndex >= 0) {
      try {
        strategy = await provisionDemoOperations(api, self.tenant_id, station.id, template, demoIndex);
      } catch (error) {
        // The station and its data matter more than its tariff: go on without it.
        console.warn(`demo tariff and strategy of ${template.id}: ${(error as Error).message}`);
      }
      // The alarm rules cover every device of the tenant: set once, with the first demo station.
      if (demoIndex === 0) {
        await provisionDemoAlarms(api, self.tenant_id).catch((error: Error) =>
          console.warn(`demo alarm rules: ${error.message}`),
        );
        // A few repair and work orders in different states (issue 16).
        await provisionDemoOrders(api, self, station.id).catch((error: Error) =>
          console.warn(`demo orders: ${error.message}`),
        );
      }
    }
    return { strategy };
  },
};

/** The standard type of a DTU/LoRa gateway (packages/contracts device/standard-types.ts). */
const LORA_GATEWAY_TYPE = 'DTU_LORA_GATEWAY';

/** A plausible commercial tariff per currency, for the demo's income figures. */
const PRICE_PER_KWH: Record<Currency, number> = { CNY: 0.85, USD: 0.14, GBP: 0.25, AUD: 0.28 };

/** Device ids are the site id and the device's place in it: demo-suzhou-pcs, demo-suzhou-pv_inverter_2. */
export function deviceIdsOf(template: Pick<SiteTemplate, 'id' | 'devices'>): string[] {
  let inverter = 0;
  return template.devices.map((device) =>
    device.kind === 'pv_inverter'
      ? `${template.id}-${inverterRef(inverter++)}`
      : `${template.id}-${device.kind}`,
  );
}

/** LoRa gateway ids: demo-suzhou-lora_gw_1, … */
export function loraGatewayIdsOf(template: Pick<SiteTemplate, 'id' | 'lora_gateway_count'>): string[] {
  return Array.from(
    { length: template.lora_gateway_count ?? 0 },
    (_, i) => `${template.id}-lora_gw_${i + 1}`,
  );
}

/**
 * Creates devices (and, through `stations`, their stations) with the platform's public API, as a
 * user would, and returns the sites with the keys the platform generated.
 */
export class PlatformApiProvisioner implements Provisioner {
  readonly account: PlatformAccount;
  private readonly stations: StationProvisioning | undefined;

  constructor(account: PlatformAccount, stations: StationProvisioning | undefined = platformStations) {
    this.account = account;
    this.stations = stations;
  }

  async provision(templates: readonly SiteTemplate[]): Promise<SiteSpec[]> {
    const api = new PlatformApi(this.account.platformUrl, this.account.token);
    const types = await api.get<{ list: { id: string; name: string }[] }>('/device-types?page_size=999');
    const typeIds = new Map(types.list.map((type) => [type.name, type.id]));
    const sites: SiteSpec[] = [];
    for (const template of templates) {
      const ids = deviceIdsOf(template);
      const devices: DeviceSpec[] = [];
      for (const [index, device] of template.devices.entries()) {
        const typeName = standardTypeNameOf(device.kind, device.model);
        const typeId = typeIds.get(typeName);
        if (!typeId) throw new ProvisioningUnavailableError(`the platform has no device type ${typeName}`);
        const created = await api.post<{ key: string }>('/devices', {
          id: ids[index],
          name: ids[index],
          type_id: typeId,
          longitude: template.longitude,
          latitude: template.latitude,
          tz_offset_minutes: template.tz_offset_minutes,
        });
        devices.push({ ...device, id: ids[index]!, key: created.key });
      }
      const loraGateways: { id: string; key: string }[] = [];
      for (const id of loraGatewayIdsOf(template)) {
        const typeId = typeIds.get(LORA_GATEWAY_TYPE);
        if (!typeId)
          throw new ProvisioningUnavailableError(`the platform has no device type ${LORA_GATEWAY_TYPE}`);
        const created = await api.post<{ key: string }>('/devices', {
          id,
          name: id,
          type_id: typeId,
          longitude: template.longitude,
          latitude: template.latitude,
          tz_offset_minutes: template.tz_offset_minutes,
        });
        loraGateways.push({ id, key: created.key });
      }
      const created = await this.stations?.create(api, template, [...ids, ...loraGateways.map((g) => g.id)]);
      const { name: _name, currency: _currency, lora_gateway_count: _lora, ...site } = template;
      // The site runs the station's strategy from its first (backfilled) step; the platform's
      // push of the same strategy reaches it once its devices connect.
      const strategy = created?.strategy ?? site.strategy;
      sites.push({
        ...site,
        name: template.name,
        devices,
        ...(strategy ? { strategy } : {}),
        ...(loraGateways.length > 0 ? { lora_gateways: loraGateways } : {}),
      });
    }
    return sites;
  }
}

/** Attaches to devices that already exist: their ids and keys come from a site file. */
export class SiteFileProvisioner implements Provisioner {
  readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  async provision(): Promise<SiteSpec[]> {
    const text = await readFile(this.path, 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new Error(`${this.path} is not JSON: ${(error as Error).message}`);
    }
    return parseSitesFile(raw);
  }
}
