/** Whose log rows a caller may read: one tenant, or every tenant (null) for the platform administrator. */
export interface LogScope {
  tenantId: string | null;
}
