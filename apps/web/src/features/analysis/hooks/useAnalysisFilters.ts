import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { fetchStations } from '../../stations';
import { analysisKeys } from '../api/analysisKeys';

export interface AnalysisFilterState {
  stationId: string;
  deviceId?: string;
  from: string;
  to: string;
}

/**
 * The filters every analysis screen shares: the stations the caller reaches (the first chosen
 * until the user picks one), a device of it and a local date range ending today.
 */
export function useAnalysisFilters(days: number) {
  const stations = useQuery({
    queryKey: analysisKeys.stations,
    queryFn: () => fetchStations({ current_page: 1, page_size: 999 }),
  });
  const [picked, setPicked] = useState<Partial<AnalysisFilterState>>({});
  const list = stations.data?.list ?? [];
  const stationId = picked.stationId ?? list[0]?.id ?? '';
  const state: AnalysisFilterState = {
    stationId,
    deviceId: picked.deviceId,
    from:
      picked.from ??
      dayjs()
        .subtract(days - 1, 'day')
        .format('YYYY-MM-DD'),
    to: picked.to ?? dayjs().format('YYYY-MM-DD'),
  };
  return {
    state,
    stations: list.map((s) => ({ value: s.id, label: s.name })),
    stationsLoading: stations.isLoading,
    // A new station's devices differ: its first one is chosen again.
    setStation: (id: string) => setPicked((p) => ({ ...p, stationId: id, deviceId: undefined })),
    setDevice: (id: string | undefined) => setPicked((p) => ({ ...p, deviceId: id })),
    setRange: (from: string, to: string) => setPicked((p) => ({ ...p, from, to })),
  };
}
