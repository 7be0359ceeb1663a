// Query keys of the analysis feature: every key starts with the root.

export const analysisKeys = {
  all: ['analysis'] as const,
  cells: (stationId: string, query: unknown) => ['analysis', 'cells', stationId, query] as const,
  battery: (stationId: string, query: unknown) => ['analysis', 'battery', stationId, query] as const,
  meters: (stationId: string, query: unknown) => ['analysis', 'meters', stationId, query] as const,
  stations: ['analysis', 'stations'] as const,
};
