// Query keys of the capacity feature.

export const capacityKeys = {
  storage: ['storage-capacity'] as const,
};
