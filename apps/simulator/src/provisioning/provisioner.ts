import { readFile } from 'node:fs/promises';
import type { Currency } from '@ies/contracts';
import { type DeviceSpec, parseSitesFile, type SiteSpec } from '../site/site-config';

/** A station to create on the platform: the site without device ids and keys. */
export interface SiteTemplate extends Omit<SiteSpec, 'devices'> {
  name: string;
  currency: Currency;
  devices: Omit<DeviceSpec, 'id' | 'key'>[];
}

/** Gets the sites to simulate, with device ids and keys the broker accepts. */
export interface Provisioner {
  provision(templates: readonly SiteTemplate[]): Promise<SiteSpec[]>;
}

export class ProvisioningUnavailableError extends Error {}

export interface PlatformAccount {
  platformUrl: string;
  username: string;
  password: string;
}

/**
 * Creates stations and devices through the platform's public API, as a user would. The station
 * and device APIs do not exist yet; until they do this refuses with a clear message.
 */
export class PlatformApiProvisioner implements Provisioner {
  readonly account: PlatformAccount;

  constructor(account: PlatformAccount) {
    this.account = account;
  }

  async provision(_templates: readonly SiteTemplate[]): Promise<SiteSpec[]> {
    throw new ProvisioningUnavailableError(
      'provisioning through the platform API is not available yet; attach to existing devices with --sites FILE',
    );
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
