import { MenuManage } from '../features/menus/components/MenuManage';

export default function MenuManagePage() {
  return <MenuManage />;
}
