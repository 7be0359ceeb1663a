// Query keys of the organisations feature; member changes refresh the tree's counts too.

export const organisationKeys = {
  tree: ['organisations', 'tree'] as const,
  members: (organisationId: string) => ['organisation-members', organisationId] as const,
  tenantUsers: (tenantId: string) => ['organisation-tenant-users', tenantId] as const,
};
