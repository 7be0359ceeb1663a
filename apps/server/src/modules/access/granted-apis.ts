import { menusForPermissions, PERMISSIONS } from '@ies/contracts';
import type { GrantedApis } from '../../platform/auth.plugin';
import { skipsApiMap } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { RolesRepository } from './roles.repository';

const EVERY_API: readonly string[] = PERMISSIONS.map((permission) => permission.api);

interface Grants {
  apis: Set<string>;
  menus: Set<string>;
}

const intersect = (mine: Set<string>, allowed: ReadonlySet<string>) =>
  new Set([...mine].filter((value) => allowed.has(value)));

/** A group's menus; one stored without any (made before the server derived them) gets its permissions' screens. */
function menusOfGroup(group: { apis: string[]; menus: string[] }): string[] {
  return group.menus.length > 0 ? group.menus : menusForPermissions(group.apis, []);
}

/**
 * What the caller's groups allow, read from the database on each call so that an edit applies at
 * once. A sub-user below a parent that is not a manager keeps only what that parent may also use
 * (docs/spec/B-operations.md §6): effective = own groups ∩ the parent's effective, up to the first manager.
 */
export class GroupGrants implements GrantedApis {
  constructor(private readonly roles: RolesRepository) {}

  async apisOf(auth: AuthContext): Promise<ReadonlySet<string>> {
    if (skipsApiMap(auth)) return new Set(EVERY_API);
    return (await this.effective(auth)).apis;
  }

  /** The menu_field values of the caller's groups, narrowed by the parents like the APIs. */
  async menusOf(auth: AuthContext): Promise<string[]> {
    if (skipsApiMap(auth)) {
      const groups = await this.roles.rolesOfUser(auth.tenantId, auth.userId);
      return [...new Set(groups.flatMap(menusOfGroup))];
    }
    return [...(await this.effective(auth)).menus];
  }

  private async effective(auth: AuthContext): Promise<Grants> {
    const ancestors = await this.roles.ancestorsOf(auth.tenantId, auth.userId);
    // A manager above lifts no limit: its own groups do not narrow the ones below it.
    const limiting = ancestors.filter((ancestor) => !ancestor.isManager).map((ancestor) => ancestor.id);
    const rows = await this.roles.grantsOfUsers(auth.tenantId, [auth.userId, ...limiting]);
    const grantsOf = (userId: string): Grants => {
      const mine = rows.filter((row) => row.userId === userId);
      return {
        apis: new Set(mine.flatMap((row) => row.apis)),
        menus: new Set(mine.flatMap(menusOfGroup)),
      };
    };
    const result = grantsOf(auth.userId);
    for (const ancestorId of limiting) {
      const parent = grantsOf(ancestorId);
      result.apis = intersect(result.apis, parent.apis);
      result.menus = intersect(result.menus, parent.menus);
    }
    return result;
  }
}
