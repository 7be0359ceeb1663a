// Query keys of the orders feature in one place; the same keys as before, named. A family's root
// (`workOrder`, `workOrders`, `plans`, `templates`) invalidates every view of it.

export const orderKeys = {
  workOrders: ['work-orders'] as const,
  workOrderPage: (queue: string, filters: unknown, page: unknown) =>
    ['work-orders', queue, filters, page] as const,
  workOrder: ['work-order'] as const,
  workOrderOne: (id: string | null | undefined) => ['work-order', id] as const,
  /** Under the work-order root: a change to an order refreshes who may handle one. */
  people: ['work-order', 'people'] as const,
  figures: (filters: unknown) => ['work-order-figures', filters] as const,
  repairPage: (status: unknown, orderNo: unknown, page: unknown) =>
    ['repair-orders', status, orderNo, page] as const,
  repair: (id: string | undefined) => ['repair-order', id] as const,
  plans: ['work-order-plans'] as const,
  templates: ['work-order-templates'] as const,
  templatesOf: (type: string) => ['work-order-templates', type] as const,
};
