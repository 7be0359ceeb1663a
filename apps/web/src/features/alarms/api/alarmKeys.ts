// Query keys of the alarms feature in one place. Each family has its root first, so invalidating
// the root (`rules`, `events`, `count`) refreshes every view of it.

export const alarmKeys = {
  rules: ['alarm-rules'] as const,
  ruleList: (tenantId: string, page: number) => ['alarm-rules', tenantId, page] as const,
  rule: (ruleId: string | undefined) => ['alarm-rules', 'one', ruleId] as const,
  events: ['alarm-events'] as const,
  eventList: (tenantId: string, stationId: string, page: number) =>
    ['alarm-events', tenantId, stationId, page] as const,
  deliveries: (eventId: string) => ['alarm-events', 'deliveries', eventId] as const,
  count: ['alarm-count'] as const,
  countOf: (tenantId: string, stationId: string) => ['alarm-count', tenantId, stationId] as const,
  notificationSettings: (tenantId: string | undefined) => ['alarm-notification-settings', tenantId] as const,
};
