import { menusForPermissions, type PageQuery, type RoleRequest } from '@ies/contracts';
import type { RoleRow } from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { uniqueViolation } from '../../db/violations';
import { COMMON_ROLES, DEFAULT_ROLE } from './common-roles';
import type { DelegationPolicy } from './delegation';
import type { RolesRepository } from './roles.repository';
import { pageOffset } from '../../db/paging';

/** Permission groups of the caller's tenant (docs/spec/B-operations.md §5). Route permissions are checked by the auth plugin. */
export class RolesService {
  constructor(
    private readonly roles: RolesRepository,
    private readonly clock: Clock,
    /** Who may define and change which groups (docs/delegation.md). */
    private readonly delegation: DelegationPolicy,
  ) {}

  async list(auth: AuthContext, page: PageQuery): Promise<{ rows: RoleRow[]; total: number }> {
    return this.roles.list(auth.tenantId, pageOffset(page), page.page_size);
  }

  common() {
    return COMMON_ROLES;
  }

  async add(auth: AuthContext, input: RoleRequest): Promise<RoleRow> {
    await this.assertMayGrant(auth, input);
    if (await this.roles.findByName(auth.tenantId, input.name)) throw nameTaken();
    const now = this.clock.now();
    try {
      return await this.roles.insert({
        tenantId: auth.tenantId,
        ...input,
        apis: unique(input.apis),
        menus: menusForPermissions(input.apis, input.menus),
        stations: unique(input.stations),
        devices: unique(input.devices),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameTaken();
      throw error;
    }
  }

  async update(auth: AuthContext, id: string, input: RoleRequest): Promise<RoleRow> {
    const current = await this.roles.find(auth.tenantId, id);
    if (!current) throw notFound();
    await this.delegation.assertMayChangeGroup(auth, id);
    await this.assertMayGrant(auth, input);
    const sameName = await this.roles.findByName(auth.tenantId, input.name);
    if (sameName && sameName.id !== id) throw nameTaken();
    // The default group keeps its name: sign-in ensures it by that name.
    const name = current.authFlag === DEFAULT_ROLE.auth_flag ? current.name : input.name;
    try {
      const updated = await this.roles.update(auth.tenantId, id, {
        ...input,
        name,
        apis: unique(input.apis),
        menus: menusForPermissions(input.apis, input.menus),
        updatedAt: this.clock.now(),
      });
      if (!updated) throw notFound();
      return updated;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameTaken();
      throw error;
    }
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const current = await this.roles.find(auth.tenantId, id);
    if (!current) throw notFound();
    await this.delegation.assertMayChangeGroup(auth, id);
    if (current.authFlag === DEFAULT_ROLE.auth_flag) throw new AppError('iot-permission.10011');
    await this.roles.delete(auth.tenantId, id);
  }

  /** A group's APIs within the caller's; its station and device lists the tenant's and within the caller's. */
  private async assertMayGrant(auth: AuthContext, input: RoleRequest): Promise<void> {
    await this.delegation.assertMayGrantApis(auth, input.apis);
    await this.delegation.assertMayGrantAuthority(auth, {
      allStations: false,
      stationIds: input.stations,
      allDevices: false,
      deviceIds: input.devices,
    });
  }

  /** Creates `ies_default` from the common template when the tenant has none (called at sign-in). */
  async ensureDefault(tenantId: string): Promise<void> {
    if (await this.roles.findByName(tenantId, DEFAULT_ROLE.name)) return;
    const now = this.clock.now();
    await this.roles.insertIfAbsent({
      tenantId,
      name: DEFAULT_ROLE.name,
      description: DEFAULT_ROLE.description,
      authFlag: DEFAULT_ROLE.auth_flag,
      apis: [...DEFAULT_ROLE.apis],
      menus: [...DEFAULT_ROLE.menus],
      createdAt: now,
      updatedAt: now,
    });
  }
}

function nameTaken() {
  return new AppError('iot-permission.10009');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
