import DeviceTypeList from '../components/DeviceTypeList';

export default function DeviceTypeListPage() {
  return <DeviceTypeList />;
}
