import { useQuery } from '@tanstack/react-query';
import { fetchDevice, fetchDeviceType } from '../api/deviceData';
import { deviceDataKeys } from '../api/deviceDataKeys';

/** The device and its type (points and operations of its thing model). */
export function useDeviceModel(deviceId: string) {
  const device = useQuery({
    queryKey: deviceDataKeys.device(deviceId),
    queryFn: () => fetchDevice(deviceId),
  });
  const typeId = device.data?.type_id;
  const type = useQuery({
    queryKey: deviceDataKeys.type(typeId),
    queryFn: () => fetchDeviceType(typeId!),
    enabled: Boolean(typeId),
  });
  return {
    device: device.data,
    type: type.data,
    loading: device.isLoading || type.isLoading,
    error: device.error ?? type.error,
  };
}
