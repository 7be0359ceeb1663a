// Query keys of the system log; both kinds of log share the root `system-log`.

export const systemLogKeys = {
  operations: (query: unknown) => ['system-log', 'operations', query] as const,
  behaviours: (query: unknown) => ['system-log', 'behaviours', query] as const,
};
