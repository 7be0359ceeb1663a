import { bigscreensOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// The screens handle an expired session themselves (they live outside /Container).
export const fetchGeneralScreen = (signal: AbortSignal) =>
  apiClient.call(bigscreensOperations.general, {}, { signal, skipSessionRedirect: true });

export const fetchStationScreen = (id: string, signal: AbortSignal) =>
  apiClient.call(bigscreensOperations.station, { params: { id } }, { signal, skipSessionRedirect: true });
