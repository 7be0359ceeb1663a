import { z } from 'zod';
import { isPermissionApi } from '../permissions/codes';
import { email, mobile, password, subUserName } from '../common/account';
import { INVALID_CODE, REQUIRED_CODE, requiredString, safeText, TOO_LONG_CODE } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Permission groups and sub-users (docs/api/access.md).

export const ROLE_NAME_MAX = 32;
export const ROLE_DESCRIPTION_MAX = 200;
export const DEFAULT_ROLE_NAME = 'ies_default';
/** Station, device and menu ids a group or user may list; bounded so one request stays small. */
export const ACCESS_LIST_MAX = 5000;

const id = z.uuid({ error: INVALID_CODE });
const idList = z
  .array(z.string().min(1).max(128), { error: INVALID_CODE })
  .max(ACCESS_LIST_MAX, { error: TOO_LONG_CODE });

export const roleRequestSchema = z.object({
  name: safeText({ min: 1, max: ROLE_NAME_MAX }),
  description: safeText({ min: 1, max: ROLE_DESCRIPTION_MAX }),
  apis: z
    .array(z.string({ error: INVALID_CODE }), { error: 'iot-permission.10008' })
    .min(1, { error: 'iot-permission.10008' })
    .refine((names) => names.every(isPermissionApi), { error: 'iot-permission.10010' }),
  stations: idList.default([]),
  devices: idList.default([]),
  menus: idList.default([]),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  auth_flag: z.number().int(),
  apis: z.array(z.string()),
  stations: z.array(z.string()),
  devices: z.array(z.string()),
  menus: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = pagedSchema(roleSchema);
export const roleListQuerySchema = pageQuerySchema;

/** getCommonRoles: the templates a tenant's groups start from (defined in code). */
export const commonRoleSchema = roleSchema.pick({
  name: true,
  description: true,
  auth_flag: true,
  apis: true,
  menus: true,
});
export const commonRoleListSchema = z.object({ list: z.array(commonRoleSchema) });

export const tenantPathSchema = z.object({ tenant_id: id });
export const roleIdPathSchema = z.object({ role_id: id });
export const tenantUserPathSchema = z.object({ tenant_id: id, user_id: id });

export const subUserCreateSchema = z.object({
  username: subUserName,
  password,
  mobile,
  email,
  parent_user_id: requiredString('iot-user.10012').pipe(id),
  nick_name: safeText({ min: 1, max: 32 }).optional(),
  role_ids: z.array(id).max(100, { error: TOO_LONG_CODE }).default([]),
});
export type SubUserCreate = z.infer<typeof subUserCreateSchema>;

export const subUserUpdateSchema = z.object({
  mobile,
  email,
  nick_name: safeText({ min: 1, max: 32 }).optional(),
});
export type SubUserUpdate = z.infer<typeof subUserUpdateSchema>;

export const resetPasswordQuerySchema = z.object({ password });

export const subUserRolesSchema = z.object({ role_ids: z.array(id).max(100, { error: TOO_LONG_CODE }) });

export const accessScopeSchema = z.object({
  all_stations: z.boolean({ error: INVALID_CODE }).default(false),
  station_ids: idList.default([]),
  all_devices: z.boolean({ error: INVALID_CODE }).default(false),
  device_ids: idList.default([]),
});
export type AccessScopeInput = z.infer<typeof accessScopeSchema>;

/** Batch authorization: the given groups, stations and devices are added to every listed user. */
export const batchAuthorizationSchema = z.object({
  user_ids: z
    .array(id, { error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(500, { error: TOO_LONG_CODE }),
  role_ids: z.array(id).max(100, { error: TOO_LONG_CODE }).default([]),
  station_ids: idList.default([]),
  device_ids: idList.default([]),
});
export type BatchAuthorization = z.infer<typeof batchAuthorizationSchema>;

export const subUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** What the sub-user types at sign-in: `name@namespace`. */
  sign_in_name: z.string(),
  nick_name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  parent_user_id: z.string().nullable(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  scope: accessScopeSchema,
  created_at: z.string(),
});
export type SubUser = z.infer<typeof subUserSchema>;
export const subUserListSchema = pagedSchema(subUserSchema);
export const subUserListQuerySchema = pageQuerySchema;
