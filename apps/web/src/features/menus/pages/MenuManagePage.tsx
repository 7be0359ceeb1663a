import { MenuManage } from '../components/MenuManage';

export default function MenuManagePage() {
  return <MenuManage />;
}
