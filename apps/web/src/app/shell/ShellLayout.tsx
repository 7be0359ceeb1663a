import { App, ConfigProvider, Layout, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../ui/ChunkErrorBoundary';
import { useThemeSettings } from '../theme/themeStore';
import { MENU_PALETTES } from './menuPalette';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellBrand } from './ShellBrand';
import { MandatoryMessageDialog } from '../../features/messages/components/MandatoryMessageDialog';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { SideMenu } from './SideMenu';
import { ThemeDrawer } from './ThemeDrawer';
import './shell.css';

const SIDER_WIDTH = 240;

/** The signed-in frame (docs/spec/A-access-and-shell.md §2.5): header, side menu, content, footer; two layouts. */
export default function ShellLayout() {
  const { layout, menuStyle } = useThemeSettings();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const palette = MENU_PALETTES[menuStyle];
  const fullHeightMenu = layout === 'LTAContainer';

  // On a phone the menu overlays the page; choosing a page closes it again.
  useEffect(() => {
    if (narrow && pathname) setCollapsed(true);
  }, [narrow, pathname]);

  const sider = (
    <ConfigProvider
      theme={{
        components: {
          Layout: {
            siderBg: palette.background,
            triggerBg: palette.subBackground,
            triggerColor: palette.triggerColor,
          },
          Menu: {
            darkItemBg: palette.background,
            darkSubMenuItemBg: palette.subBackground,
            darkPopupBg: palette.background,
          },
        },
      }}
    >
      <Layout.Sider
        className="ies-shell-sider"
        theme={palette.menuTheme}
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        collapsedWidth={narrow ? 0 : 64}
        onBreakpoint={setNarrow}
        trigger={narrow ? null : undefined}
        data-menu-style={menuStyle}
      >
        {fullHeightMenu && (
          <div className={`ies-shell-sider-brand ies-menu-${palette.menuTheme}`}>
            <ShellBrand compact={collapsed} />
          </div>
        )}
        <SideMenu theme={palette.menuTheme} collapsed={collapsed} />
      </Layout.Sider>
    </ConfigProvider>
  );

  const content = (
    <Layout className="ies-shell-body">
      <Layout.Content className="ies-shell-content">
        <ShellBreadcrumb />
        <ChunkErrorBoundary key={pathname}>
          <Suspense fallback={<Spin className="ies-shell-spin" />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </Layout.Content>
      <ShellFooter />
    </Layout>
  );

  const header = (
    <ShellHeader
      showBrand={!fullHeightMenu || narrow}
      compact={narrow}
      menuToggle={narrow ? { collapsed, onToggle: () => setCollapsed((value) => !value) } : undefined}
      onOpenTheme={() => setThemeOpen(true)}
    />
  );

  return (
    <App>
      <div className={`ies-shell ies-shell-${layout}`} data-testid="shell" data-layout={layout}>
        {fullHeightMenu ? (
          <Layout hasSider className="ies-shell-root">
            {sider}
            <Layout>
              {header}
              {content}
            </Layout>
          </Layout>
        ) : (
          <Layout className="ies-shell-root">
            {header}
            <Layout hasSider>
              {sider}
              {content}
            </Layout>
          </Layout>
        )}
      </div>
      <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
      <MandatoryMessageDialog />
    </App>
  );
}
