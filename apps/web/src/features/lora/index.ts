/** Plug-in tabs of the device detail page (issue 32 items 5 and 6); each takes `{ deviceId }`. */
export { DeviceLoraTab } from './components/DeviceLoraTab';
export { DeviceFileRecallTab } from './components/DeviceFileRecallTab';
