// Query keys of the access feature in one place. The sub-users' root takes the tenant, so one
// invalidation after a change refreshes every page of them and the full lists other features show.

export const accessKeys = {
  subUsers: (tenantId: string) => ['access-sub-users', tenantId] as const,
  subUserPage: (tenantId: string, page: number) => ['access-sub-users', tenantId, page] as const,
  /** Every sub-user at once, for the pickers of other features (stations, alarms). */
  everySubUser: (tenantId: string) => ['access-sub-users', tenantId, 'all'] as const,
  roles: ['access-roles'] as const,
  grantableStations: ['access-grantable-stations'] as const,
};
