import { DEFAULT_ROLE_NAME, menusForPermissions, type PermissionApi } from '@ies/contracts';

export interface CommonRole {
  name: string;
  description: string;
  auth_flag: number;
  apis: PermissionApi[];
  menus: string[];
}

/**
 * getCommonRoles: the templates a tenant's permission groups start from. `ies_default`
 * (auth_flag 1) is ensured for every tenant at sign-in; it allows viewing only.
 */
const DEFAULT_APIS: PermissionApi[] = [
  'station:view',
  'device:view',
  'device:data:realtime',
  'device:data:history',
  'alert:event:view',
];

export const COMMON_ROLES: readonly CommonRole[] = [
  {
    name: DEFAULT_ROLE_NAME,
    description: 'Default permission group (view only)',
    auth_flag: 1,
    apis: DEFAULT_APIS,
    // The screens these permissions open, as the server derives them for any group.
    menus: menusForPermissions(DEFAULT_APIS, []),
  },
];

export const DEFAULT_ROLE = COMMON_ROLES[0]!;
