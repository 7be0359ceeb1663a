import type { DeviceStatus } from '@ies/contracts';

/** Tag colours of the device statuses (B §3). */
export const STATUS_COLOURS: Record<DeviceStatus, string> = {
  online_normal: 'green',
  online_faulty: 'orange',
  offline: 'default',
  unset: 'blue',
  alarm: 'red',
  debugging: 'purple',
};
