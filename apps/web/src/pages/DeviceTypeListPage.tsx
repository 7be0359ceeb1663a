import DeviceTypeList from '../features/devices/components/DeviceTypeList';

export default function DeviceTypeListPage() {
  return <DeviceTypeList />;
}
