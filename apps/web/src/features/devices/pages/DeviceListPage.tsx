import DeviceList from '../components/DeviceList';

export default function DeviceListPage() {
  return <DeviceList />;
}
