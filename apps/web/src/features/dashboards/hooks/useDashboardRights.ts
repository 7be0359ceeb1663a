import { useQuery } from '@tanstack/react-query';
import { readSessionUser } from '../../../ui/session';
import { fetchOwnApis } from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';

export interface DashboardRights {
  create: boolean;
  update: boolean;
  remove: boolean;
}

const ALL: DashboardRights = { create: true, update: true, remove: true };
const NONE: DashboardRights = { create: false, update: false, remove: false };

/**
 * What the caller may change (B §6: editing dashboards can be denied). Managers may do all; a
 * sub-user what its groups grant. The server checks again; this only hides what it would refuse.
 */
export function useDashboardRights(): DashboardRights {
  const isManager = readSessionUser()?.isManager === true;
  const own = useQuery({
    queryKey: dashboardKeys.rights,
    queryFn: fetchOwnApis,
    staleTime: 60_000,
    enabled: !isManager,
  });
  if (isManager) return ALL;
  if (!own.data) return NONE;
  if (own.data.tenant_manager || own.data.system_manager) return ALL;
  const apis = new Set(own.data.apis.map((a) => a.name));
  return {
    create: apis.has('dashboard:create'),
    update: apis.has('dashboard:update'),
    remove: apis.has('dashboard:delete'),
  };
}
