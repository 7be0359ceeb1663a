import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import { MenuManage } from '../features/menus/components/MenuManage';
import { PUBLIC_MENU_SOURCE } from '../features/menus/api/menuSources';

export default function AdminMenusPage() {
  return (
    <PlatformAdminOnly>
      <MenuManage source={PUBLIC_MENU_SOURCE} />
    </PlatformAdminOnly>
  );
}
