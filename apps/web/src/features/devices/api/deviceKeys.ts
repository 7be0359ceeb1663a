// Query keys of the devices feature in one place: a list and its details share a root, so one
// invalidation of the root refreshes every view of devices (or of device types).

export const deviceKeys = {
  all: ['devices'] as const,
  list: (...parts: unknown[]) => ['devices', 'list', ...parts] as const,
  detail: (id: string | undefined) => ['devices', 'detail', id] as const,
  picker: (search: string) => ['devices', 'picker', search] as const,
  subDevices: (id: string, page: number) => ['devices', 'sub-devices', id, page] as const,
  logs: (id: string) => ['devices', 'logs', id] as const,
};

export const deviceTypeKeys = {
  all: ['device-types'] as const,
  everyType: ['device-types', 'all'] as const,
  list: (...parts: unknown[]) => ['device-types', 'list', ...parts] as const,
  detail: (id: string | undefined) => ['device-types', 'detail', id] as const,
};
