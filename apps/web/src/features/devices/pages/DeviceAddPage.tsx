import DeviceAdd from '../components/DeviceAdd';

export default function DeviceAddPage() {
  return <DeviceAdd />;
}
