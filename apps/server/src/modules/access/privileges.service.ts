import type { PrivilegeSelf } from '@ies/contracts';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { GroupGrants } from './granted-apis';

/** getPrivilegeSelf: the APIs and menus the client shows (kept as `userApiRoleListMap`). */
export class PrivilegesService {
  constructor(private readonly grants: GroupGrants) {}

  async self(auth: AuthContext): Promise<PrivilegeSelf> {
    const [apis, menus] = await Promise.all([this.grants.apisOf(auth), this.grants.menusOf(auth)]);
    return {
      tenant_manager: auth.isManager,
      system_manager: auth.isPlatformAdmin,
      apis: [...apis].sort().map((name) => ({ name })),
      menus: [{ menus: menus.join(',') }],
    };
  }
}
