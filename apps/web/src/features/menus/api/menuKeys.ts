// Query keys of the menus feature in one place. The editor's tenant items sit under the side
// menu's key, so invalidating after an edit refreshes both.

export const menuKeys = {
  tenant: ['menus', 'tenant'] as const,
  tenantItems: ['menus', 'tenant', 'items'] as const,
  public: ['menus', 'public'] as const,
  privileges: ['privileges', 'self'] as const,
};
