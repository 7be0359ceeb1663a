// Query keys of the device data feature (commands, live and history views of one device).

export const deviceDataKeys = {
  device: (deviceId: string) => ['device-data', 'device', deviceId] as const,
  type: (typeId: string | undefined) => ['device-data', 'type', typeId] as const,
  commands: (deviceId: string) => ['device-data', 'commands', deviceId] as const,
  commandPage: (deviceId: string, page: number) => ['device-data', 'commands', deviceId, page] as const,
  realtime: (deviceId: string, ...parts: unknown[]) =>
    ['device-data', 'realtime', deviceId, ...parts] as const,
  download: (deviceId: string, taskId: string | undefined) =>
    ['device-data', 'download', deviceId, taskId] as const,
};
