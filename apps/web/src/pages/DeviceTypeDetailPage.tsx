import DeviceTypeDetail from '../features/devices/components/DeviceTypeDetail';

export default function DeviceTypeDetailPage() {
  return <DeviceTypeDetail />;
}
