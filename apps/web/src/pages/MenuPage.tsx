import { Alert, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useVisibleMenu } from '../features/menus/hooks/useTenantMenu';
import { builtInPath, findMenuItem, menuItemName } from '../features/menus/utils/menuLinks';
import { translateError } from '../i18n/translateError';
import { containerPath } from '../lib/paths';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';

/**
 * /Container/{menu_field}: a page of the tenant menu. `interface` embeds the external page in a
 * sandboxed frame; `application` names the configurable page (those pages come with a later
 * issue); `code` opens its built-in route, or the placeholder when there is none.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { menu_field: field = '' } = useParams();
  const { tree, failed } = useVisibleMenu();

  if (failed)
    return (
      <Alert type="error" showIcon message={translateError('iot-menu.10008')} data-testid="menu-page-error" />
    );
  if (!tree) return <Spin data-testid="menu-page-loading" />;
  const item = findMenuItem(tree, field);
  if (!item || item.menu_type === '1') {
    return <Result status="404" title={translateError('iot-menu.10004')} data-testid="menu-page-missing" />;
  }
  const name = menuItemName(item, i18n.language === 'en' ? 'en' : 'zh');
  const address = item.link_address;

  if (item.link_type === 'interface' && typeof address === 'string') {
    return (
      <iframe
        title={name}
        src={address}
        className="ies-menu-frame"
        data-testid="menu-page-frame"
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        style={{ width: '100%', minHeight: 'calc(100vh - 160px)', border: 0 }}
      />
    );
  }
  if (item.link_type === 'application' && typeof address === 'object') {
    return (
      <Result
        status="info"
        data-testid="menu-page-application"
        title={name}
        subTitle={t('menus.applicationLater')}
        extra={
          <code className="ies-route-path">
            hmi_id {address.hmi_id} · web_id {address.web_id} · page_id {address.page_id}
          </code>
        }
      />
    );
  }
  const builtIn = builtInPath(item);
  if (builtIn) return <Navigate to={containerPath(builtIn)} replace />;
  return <NotBuiltPanel route={typeof address === 'string' && address ? address : containerPath(field)} />;
}
