import DeviceDetails from '../features/devices/components/DeviceDetails';

export default function DeviceDetailsPage() {
  return <DeviceDetails />;
}
