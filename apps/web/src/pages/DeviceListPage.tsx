import DeviceList from '../features/devices/components/DeviceList';

export default function DeviceListPage() {
  return <DeviceList />;
}
