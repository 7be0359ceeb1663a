import DeviceTypeDetail from '../components/DeviceTypeDetail';

export default function DeviceTypeDetailPage() {
  return <DeviceTypeDetail />;
}
