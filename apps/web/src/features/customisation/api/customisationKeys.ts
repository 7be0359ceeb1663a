// Query keys of the customisation feature; the SystemConfig screen writes its answer under `ofTenant`.

export const customisationKeys = {
  ofTenant: (tenantId: string) => ['customisation', tenantId] as const,
};
