import {
  customisationOperations,
  ENERGY_OVERVIEW_ITEMS,
  type EnergyOverviewItem,
  SINGLE_STATION_CONFIG_KEY,
  singleStationConfigSchema,
  type UserCustomization,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../ui/apiClient';
import { stationKeys } from '../api/stationKeys';

/** Reads energyOverviewDisplay from the user's singleStationConfig; every part when it is unset or unreadable. */
export function parseOverviewDisplay(entries: UserCustomization['systemConfig']): EnergyOverviewItem[] {
  const entry = entries.find((item) => item.key === SINGLE_STATION_CONFIG_KEY);
  if (!entry) return [...ENERGY_OVERVIEW_ITEMS];
  try {
    const parsed = singleStationConfigSchema.safeParse(JSON.parse(entry.value));
    if (parsed.success) return parsed.data.energyOverviewDisplay as EnergyOverviewItem[];
  } catch {
    // A broken value shows everything.
  }
  return [...ENERGY_OVERVIEW_ITEMS];
}

/**
 * The parts of the energy-flow diagram the user chose (their own setting, then their parent's, then
 * the tenant's); null while it loads, so the diagram does not flash parts that then vanish.
 */
export function useEnergyOverviewDisplay(): EnergyOverviewItem[] | null {
  const query = useQuery({
    queryKey: stationKeys.overviewDisplay,
    queryFn: () =>
      apiClient.call(customisationOperations.forUser, { query: { match_key: SINGLE_STATION_CONFIG_KEY } }),
    staleTime: 60_000,
  });
  if (query.isPending) return null;
  return parseOverviewDisplay(query.data?.systemConfig ?? []);
}
