import type { Case, CaseContext } from './delegation-case-kit';

/**
 * The rows of the delegation matrix that share stations with other users (a share gives its user
 * station authority): a sub-user shares only stations it may distribute, only with users below it;
 * the manager with any sub-user of the tenant.
 */
export function shareCases({ ids }: Pick<CaseContext, 'ids'>): Case[] {
  const batch = (stationIds: string[], userIds: string[]) => ({
    method: 'POST' as const,
    url: '/api/stations/batch-authorization',
    body: { station_ids: stationIds, user_ids: userIds, permission: 'view' },
  });
  const single = (stationId: string, userId: string, permission = 'view') => ({
    method: 'POST' as const,
    url: `/api/stations/${stationId}/shares`,
    body: { user_id: userId, permission },
  });
  return [
    // ---- POST /stations/batch-authorization ----
    {
      route: 'POST stations/batch-authorization',
      what: 'its station with a sibling',
      actor: 'sub',
      request: () => batch([ids.S1!], [ids.B!]),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST stations/batch-authorization',
      what: 'its station with a child and a sibling at once',
      actor: 'sub',
      request: () => batch([ids.S1!], [ids.C!, ids.B!]),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST stations/batch-authorization',
      what: 'a station outside its authority with a child',
      actor: 'sub',
      request: () => batch([ids.S2!], [ids.C!]),
      expect: 'iot-http.404',
    },
    {
      route: 'POST stations/batch-authorization',
      what: "another tenant's station with a child",
      actor: 'sub',
      request: () => batch([ids.FS!], [ids.C!]),
      expect: 'iot-http.404',
    },
    {
      route: 'POST stations/batch-authorization',
      what: 'its station with a child and a grandchild',
      actor: 'sub',
      request: () => batch([ids.S1!], [ids.C!, ids.GC!]),
      expect: 200,
    },
    {
      route: 'POST stations/batch-authorization',
      what: 'any station with a sibling sub-user',
      actor: 'manager',
      request: () => batch([ids.S2!], [ids.B!]),
      expect: 200,
    },
    // ---- POST /stations/{id}/shares ----
    {
      route: 'POST stations/{id}/shares',
      what: 'its station with a sibling',
      actor: 'sub',
      request: () => single(ids.S1!, ids.B!),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST stations/{id}/shares',
      what: 'a station outside its authority with a child',
      actor: 'sub',
      request: () => single(ids.S2!, ids.C!),
      expect: 'iot-http.404',
    },
    {
      route: 'POST stations/{id}/shares',
      what: 'its station with a child, to distribute further',
      actor: 'sub',
      request: () => single(ids.S1!, ids.C!, 'distribute'),
      expect: 200,
    },
  ];
}
