import DeviceDetails from '../components/DeviceDetails';

export default function DeviceDetailsPage() {
  return <DeviceDetails />;
}
