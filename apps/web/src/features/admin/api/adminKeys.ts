// Query keys of the admin feature in one place; a family's root (`brands`, `tenants`,
// `tenantUsers`) invalidates every page of it.

export const adminKeys = {
  outbox: (page: number, destination = '') => ['admin-outbox', page, destination] as const,
  jobs: ['admin-jobs'] as const,
  brands: ['admin-brands'] as const,
  tenants: ['admin-tenants'] as const,
  tenantPage: (status: unknown, page: number) => ['admin-tenants', status, page] as const,
  tenantUsers: (tenantId: string) => ['admin-tenant-users', tenantId] as const,
  tenantUserPage: (tenantId: string, page: number) => ['admin-tenant-users', tenantId, page] as const,
};
