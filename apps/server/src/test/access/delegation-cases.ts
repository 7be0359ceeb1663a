import { PERMISSIONS } from '@ies/contracts';
import { batchBody, type Case, type CaseContext, groupBody, scopeBody } from './delegation-case-kit';
import { shareCases } from './delegation-share-cases';
import { userCases } from './delegation-user-cases';

// The table of delegation.test.ts: one row per route, actor and situation (docs/delegation.md).

export { scopeBody };
export const EVERY_API = PERMISSIONS.map((permission) => permission.api);

export function delegationCases({ ids, tenantId, group, user }: CaseContext): Case[] {
  const usersUrl = () => `/api/tenant/tenants/${tenantId()}/users`;
  const roles = (id: string) => `${usersUrl()}/${id}/roles`;
  const scopes = (id: string) => `${usersUrl()}/${id}/scope`;
  return [
    // ---- PUT …/users/{id}/roles ----
    {
      route: 'PUT users/{id}/roles',
      what: 'own groups',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: roles(ids.A!), body: { role_ids: [ids.G_all] } }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'PUT users/{id}/roles',
      what: 'a group beyond its own APIs to a child',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: roles(ids.C!), body: { role_ids: [ids.G_all] } }),
      expect: 'iot-permission.10024',
    },
    {
      route: 'PUT users/{id}/roles',
      what: 'a sibling',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: roles(ids.B!), body: { role_ids: [ids.G_low] } }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'PUT users/{id}/roles',
      what: 'the manager',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: roles(ids.manager!), body: { role_ids: [] } }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'PUT users/{id}/roles',
      what: 'a group within its APIs to a child',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: roles(ids.C!), body: { role_ids: [ids.G_low] } }),
      expect: 200,
    },
    {
      route: 'PUT users/{id}/roles',
      what: 'every API to anyone',
      actor: 'manager',
      request: () => ({ method: 'PUT', url: roles(ids.B!), body: { role_ids: [ids.G_low, ids.G_all] } }),
      expect: 200,
    },
    // ---- PUT …/users/{id}/scope ----
    {
      route: 'PUT users/{id}/scope',
      what: 'own scope',
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: scopes(ids.A!),
        body: scopeBody({ all_stations: true, all_devices: true }),
      }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'all stations without holding them',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ all_stations: true }) }),
      expect: 'iot-permission.10025',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'all devices without holding them',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ all_devices: true }) }),
      expect: 'iot-permission.10025',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'a station outside its own',
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: scopes(ids.C!),
        body: scopeBody({ station_ids: [ids.S1, ids.S2] }),
      }),
      expect: 'iot-permission.10025',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'a device outside its own',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ device_ids: [ids.D2] }) }),
      expect: 'iot-permission.10025',
    },
    {
      route: 'PUT users/{id}/scope',
      what: "another tenant's station",
      actor: 'sub',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ station_ids: [ids.FS] }) }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'PUT users/{id}/scope',
      what: "another tenant's device (manager too)",
      actor: 'manager',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ device_ids: [ids.FD] }) }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'a made-up station id (manager too)',
      actor: 'manager',
      request: () => ({ method: 'PUT', url: scopes(ids.C!), body: scopeBody({ station_ids: ['st-1'] }) }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'a sibling',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: scopes(ids.B!), body: scopeBody({ station_ids: [ids.S1] }) }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'its own stations and devices to a grandchild',
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: scopes(ids.GC!),
        body: scopeBody({ station_ids: [ids.S1], device_ids: [ids.D1] }),
      }),
      expect: 200,
    },
    {
      route: 'PUT users/{id}/scope',
      what: 'everything to anyone',
      actor: 'manager',
      request: () => ({
        method: 'PUT',
        url: scopes(ids.B!),
        body: scopeBody({ all_stations: true, all_devices: true }),
      }),
      expect: 200,
    },
    // ---- POST …/users/batch-authorization ----
    {
      route: 'POST users/batch-authorization',
      what: 'itself among others',
      actor: 'sub',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C, ids.A], station_ids: [ids.S1] }),
      }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'POST users/batch-authorization',
      what: 'a sibling among children',
      actor: 'sub',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C, ids.B], station_ids: [ids.S1] }),
      }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST users/batch-authorization',
      what: 'a group beyond its APIs',
      actor: 'sub',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C], role_ids: [ids.G_all] }),
      }),
      expect: 'iot-permission.10024',
    },
    {
      route: 'POST users/batch-authorization',
      what: 'a station outside its own',
      actor: 'sub',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C], station_ids: [ids.S2] }),
      }),
      expect: 'iot-permission.10025',
    },
    {
      route: 'POST users/batch-authorization',
      what: "another tenant's device",
      actor: 'manager',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C], device_ids: [ids.FD] }),
      }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'POST users/batch-authorization',
      what: 'its own group and station to children',
      actor: 'sub',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.C, ids.GC], role_ids: [ids.G_low], station_ids: [ids.S1] }),
      }),
      expect: 204,
    },
    {
      route: 'POST users/batch-authorization',
      what: 'any station to anyone',
      actor: 'manager',
      request: () => ({
        method: 'POST',
        url: `${usersUrl()}/batch-authorization`,
        body: batchBody({ user_ids: [ids.B], station_ids: [ids.S2] }),
      }),
      expect: 204,
    },
    // ---- PUT /tenant/roles/{id} (group permissions) ----
    {
      route: 'PUT roles/{id}',
      what: 'every API into its own group',
      actor: 'sub',
      request: () => ({ method: 'PUT', url: `/api/tenant/roles/${ids.G_admin}`, body: groupBody(EVERY_API) }),
      expect: 'iot-permission.10022',
    },
    {
      route: 'PUT roles/{id}',
      what: 'a group a sibling holds',
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `/api/tenant/roles/${ids.G_low}`,
        body: groupBody(['station:view']),
      }),
      expect: 'iot-permission.10027',
    },
    {
      route: 'PUT roles/{id}',
      what: "a child's group beyond its APIs",
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `/api/tenant/roles/${ids.G_sub}`,
        body: groupBody(['station:view', 'device:create']),
      }),
      expect: 'iot-permission.10024',
    },
    {
      route: 'PUT roles/{id}',
      what: "another tenant's station in a group",
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `/api/tenant/roles/${ids.G_sub}`,
        body: groupBody(['station:view'], { stations: [ids.FS] }),
      }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'PUT roles/{id}',
      what: "a child's group within its APIs",
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `/api/tenant/roles/${ids.G_sub}`,
        body: groupBody(['station:view', 'device:view'], { stations: [ids.S1] }),
      }),
      expect: 200,
    },
    {
      route: 'PUT roles/{id}',
      what: 'any group',
      actor: 'manager',
      request: () => ({
        method: 'PUT',
        url: `/api/tenant/roles/${ids.G_low}`,
        body: groupBody(['station:view', 'device:create']),
      }),
      expect: 200,
    },
    // ---- POST /tenant/roles ----
    {
      route: 'POST roles',
      what: 'a group beyond its APIs',
      actor: 'sub',
      request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(EVERY_API) }),
      expect: 'iot-permission.10024',
    },
    {
      route: 'POST roles',
      what: "a group with another tenant's device",
      actor: 'manager',
      request: () => ({
        method: 'POST',
        url: '/api/tenant/roles',
        body: groupBody(['station:view'], { devices: [ids.FD] }),
      }),
      expect: 'iot-permission.10026',
    },
    {
      route: 'POST roles',
      what: 'a group within its APIs',
      actor: 'sub',
      request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(['station:view']) }),
      expect: 201,
    },
    {
      route: 'POST roles',
      what: 'a group of every API',
      actor: 'manager',
      request: () => ({ method: 'POST', url: '/api/tenant/roles', body: groupBody(EVERY_API) }),
      expect: 201,
    },
    // ---- DELETE /tenant/roles/{id} ----
    {
      route: 'DELETE roles/{id}',
      what: 'its own group',
      actor: 'sub',
      request: () => ({ method: 'DELETE', url: `/api/tenant/roles/${ids.G_admin}` }),
      expect: 'iot-permission.10022',
    },
    {
      route: 'DELETE roles/{id}',
      what: 'a group a sibling holds',
      actor: 'sub',
      request: () => ({ method: 'DELETE', url: `/api/tenant/roles/${ids.G_low}` }),
      expect: 'iot-permission.10027',
    },
    {
      route: 'DELETE roles/{id}',
      what: 'an unbound group',
      actor: 'sub',
      request: async () => ({ method: 'DELETE', url: `/api/tenant/roles/${await group(['station:view'])}` }),
      expect: 204,
    },
    {
      route: 'DELETE roles/{id}',
      what: 'a group others hold',
      actor: 'manager',
      request: async () => {
        const id = await group(['station:view']);
        await user(ids.manager!, [id]);
        return { method: 'DELETE', url: `/api/tenant/roles/${id}` };
      },
      expect: 204,
    },
    ...userCases({ ids, usersUrl, user }),
    ...shareCases({ ids }),
  ];
}
