import DeviceAdd from '../features/devices/components/DeviceAdd';

export default function DeviceAddPage() {
  return <DeviceAdd />;
}
