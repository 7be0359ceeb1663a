import {
  familiesOfScreen,
  isPermissionApi,
  type PermissionApi,
  permissionByApi,
  permissionFamilyOf,
  screenOfRoute,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { readSessionUser } from '../../../ui/session';
import { fetchPrivilegeSelf, menuKeys } from '../../menus';

export interface Permissions {
  /** False while a sub-user's permissions are loading: nothing is allowed until they are known. */
  ready: boolean;
  /** Whether the caller may take the action behind an API permission (managers: always). */
  can: (api: PermissionApi) => boolean;
  /** Whether the caller may open a route below /Container; one no permission guards is open to all. */
  canOpenRoute: (path: string) => boolean;
}

/**
 * The caller's API permissions (spec B §6: managers skip the per-API map). The server checks every
 * call; this only keeps the screens from offering what would be refused.
 */
export function usePermissions(): Permissions {
  const user = readSessionUser();
  const isManager = user?.isManager === true || user?.isPlatformAdmin === true;
  const privilege = useQuery({
    queryKey: menuKeys.privileges,
    queryFn: fetchPrivilegeSelf,
    staleTime: 60_000,
    enabled: !isManager,
  });
  const granted = useMemo(() => {
    const apis = new Set<string>((privilege.data?.apis ?? []).map((api) => api.name).filter(isPermissionApi));
    const families = new Set<number>();
    for (const api of apis) {
      const permission = permissionByApi(api);
      if (permission) families.add(permissionFamilyOf(permission.code));
    }
    return { apis, families };
  }, [privilege.data]);
  const can = useCallback((api: PermissionApi) => isManager || granted.apis.has(api), [isManager, granted]);
  const canOpenRoute = useCallback(
    (path: string) => {
      if (isManager) return true;
      const screen = screenOfRoute(path);
      const families = screen ? familiesOfScreen(screen) : undefined;
      return !families || families.some((family) => granted.families.has(family));
    },
    [isManager, granted],
  );
  // A failed answer allows nothing rather than waiting for ever.
  return { ready: isManager || privilege.isSuccess || privilege.isError, can, canOpenRoute };
}
