/** Plug-in tabs of the device detail page (issue 5 items 7–9); each takes `{ deviceId }`. */
export { DeviceControlTab } from './components/DeviceControlTab';
export { DeviceHistoryTab } from './components/DeviceHistoryTab';
export { DeviceRealtimeTab } from './components/DeviceRealtimeTab';
