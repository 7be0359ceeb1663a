import { filterMenuTree, allowedMenuFields, type MenuItem } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readSessionUser } from '../../../ui/session';
import { fetchPrivilegeSelf, fetchTenantMenu } from '../api/menus';
import { menuKeys } from '../api/menuKeys';

/** The caller's side menu as the server filtered it (the shell and menu pages). */
export function useTenantMenu() {
  return useQuery({ queryKey: menuKeys.tenant, queryFn: fetchTenantMenu, staleTime: 60_000 });
}

export interface VisibleMenu {
  /** The tree the caller sees, or undefined while loading or after a failure. */
  tree: MenuItem[] | undefined;
  failed: boolean;
}

/**
 * The side menu of the caller (docs/spec/A-access-and-shell.md §6). The server already filters it; filtering again here is
 * harmless and keeps the shell right against an older server.
 */
export function useVisibleMenu(): VisibleMenu {
  const isManager = readSessionUser()?.isManager === true;
  const menu = useTenantMenu();
  const privilege = useQuery({
    queryKey: menuKeys.privileges,
    queryFn: fetchPrivilegeSelf,
    staleTime: 60_000,
    enabled: !isManager,
  });
  const waiting = !menu.data || (!isManager && privilege.isPending);
  // Memoised: the shell derives its open groups from the tree; a new tree each render would loop.
  const tree = useMemo(() => {
    if (waiting || !menu.data) return undefined;
    // Without the privilege answer a sub-user sees no public item: never more than allowed.
    const allowed = allowedMenuFields(privilege.data?.menus);
    return filterMenuTree(menu.data.menu_json, { isManager, allowedMenuFields: allowed });
  }, [waiting, menu.data, privilege.data, isManager]);
  return { tree: menu.isError ? undefined : tree, failed: menu.isError };
}
