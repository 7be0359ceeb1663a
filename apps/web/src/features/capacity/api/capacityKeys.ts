// Query keys of the capacity feature.

export const capacityKeys = {
  storage: ['storage-capacity'] as const,
  settings: ['storage-capacity', 'settings'] as const,
  tenants: (page: number, size: number) => ['storage-capacity', 'tenants', page, size] as const,
};
