import { type BigscreenStationSettingsInput, bigscreensOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// The screens handle an expired session themselves (they live outside /Container).
export const fetchGeneralScreen = (signal: AbortSignal) =>
  apiClient.call(bigscreensOperations.general, {}, { signal, skipSessionRedirect: true });

export const fetchStationScreen = (id: string, signal: AbortSignal) =>
  apiClient.call(bigscreensOperations.station, { params: { id } }, { signal, skipSessionRedirect: true });

export const bigscreenSettingsKeys = {
  of: (stationId: string) => ['bigscreens', 'settings', stationId] as const,
};

export const fetchStationScreenSettings = (id: string) =>
  apiClient.call(bigscreensOperations.settings, { params: { id } });

export const saveStationScreenSettings = (id: string, body: BigscreenStationSettingsInput) =>
  apiClient.call(bigscreensOperations.saveSettings, { params: { id }, body });
