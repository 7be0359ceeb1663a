import type { Role, SubUser } from '@ies/contracts';
import type { RoleRow } from '../../db/schema';
import type { SubUserView } from './sub-users.service';

export function presentRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    auth_flag: row.authFlag,
    apis: row.apis,
    stations: row.stations,
    devices: row.devices,
    menus: row.menus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentSubUser(view: SubUserView): SubUser {
  const { user } = view;
  return {
    id: user.id,
    username: user.username,
    sign_in_name: `${user.username}@${view.namespace}`,
    nick_name: user.nickName,
    mobile: user.mobile,
    email: user.email,
    parent_user_id: user.parentUserId,
    roles: view.roles,
    scope: view.scope,
    created_at: user.createdAt.toISOString(),
  };
}

/** The routes' pagination block; one definition for every module (db/paging.ts). */
export { pagination } from '../../db/paging';
