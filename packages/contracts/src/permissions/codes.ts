import { type PermissionFamily, permissionFamilyOf } from './families';
import { permissionParts } from './permission-parts.gen';

/**
 * The permission catalogue: every folder's `<x>Permissions` (collected by `npm run gen:contracts`),
 * by code. Action 001 is always view/list, 002 create, 003 update, 004 delete; further actions
 * follow per family. The spec's own keys (alert:trigger-rule:create and update, group:device:bind,
 * tenant:user:create) are kept as API names.
 */
export const PERMISSIONS: readonly Permission[] = [...permissionParts].sort((a, b) => a.code - b.code);

export type Permission = (typeof permissionParts)[number];
export type PermissionCode = Permission['code'];
export type PermissionApi = Permission['api'];

/** Permission keys the spec shows on calls (A §6, B §6). */
export const SPEC_PERMISSION_KEYS = [
  'alert:trigger-rule:create',
  'alert:trigger-rule:update',
  'group:device:bind',
  'tenant:user:create',
] as const satisfies readonly PermissionApi[];

const byCode = new Map<number, Permission>(PERMISSIONS.map((permission) => [permission.code, permission]));
const byApi = new Map<string, Permission>(PERMISSIONS.map((permission) => [permission.api, permission]));

export function isPermissionCode(code: number): code is PermissionCode {
  return byCode.has(code);
}

export function isPermissionApi(api: string): api is PermissionApi {
  return byApi.has(api);
}

export function permissionByCode(code: number): Permission | undefined {
  return byCode.get(code);
}

export function permissionByApi(api: string): Permission | undefined {
  return byApi.get(api);
}

/** The code of an API name; typed so that a misspelt name fails to compile. */
export function permissionCodeOf(api: PermissionApi): PermissionCode {
  const permission = byApi.get(api) as Permission;
  return permission.code;
}

export function permissionsOfFamily(family: PermissionFamily): Permission[] {
  return PERMISSIONS.filter((permission) => permissionFamilyOf(permission.code) === family);
}
