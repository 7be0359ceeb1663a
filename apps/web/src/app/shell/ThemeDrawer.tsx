import { CheckOutlined } from '@ant-design/icons';
import {
  DEFAULT_THEME_COLOR,
  LAYOUTS,
  type Layout,
  MENU_STYLES,
  type MenuStyle,
  THEME_PRESET_COLORS,
} from '@ies/contracts';
import { Button, Drawer, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeStore, useThemeSettings } from '../theme/themeStore';

interface ThemeDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The default colour first, so the user can go back to it. */
const SWATCHES = [DEFAULT_THEME_COLOR, ...THEME_PRESET_COLORS];

/** Theme colour, layout and side menu style (docs/spec/A-access-and-shell.md §2.5); applied at once and kept in themePageSet. */
export function ThemeDrawer({ open, onClose }: ThemeDrawerProps) {
  const { t } = useTranslation();
  const settings = useThemeSettings();
  return (
    <Drawer
      title={t('theme.title')}
      open={open}
      onClose={onClose}
      size={340}
      footer={<Button onClick={() => themeStore.reset()}>{t('common.reset')}</Button>}
    >
      <section className="ies-theme-section" data-testid="theme-drawer">
        <h3>{t('theme.primaryColor')}</h3>
        <div className="ies-theme-swatches">
          {SWATCHES.map((color) => {
            const selected = color.toLowerCase() === settings.primaryColor.toLowerCase();
            return (
              <button
                key={color}
                type="button"
                className="ies-theme-swatch"
                style={{ background: color }}
                aria-label={t('theme.presetColor', { color })}
                aria-pressed={selected}
                onClick={() => themeStore.update({ primaryColor: color })}
              >
                {selected && <CheckOutlined />}
              </button>
            );
          })}
        </div>
      </section>
      <section className="ies-theme-section">
        <h3>{t('theme.layout')}</h3>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.layout}
          onChange={(event) => themeStore.update({ layout: event.target.value as Layout })}
          options={LAYOUTS.map((layout) => ({ value: layout, label: t(`theme.${layout}`) }))}
        />
      </section>
      <section className="ies-theme-section">
        <h3>{t('theme.menuStyle')}</h3>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.menuStyle}
          onChange={(event) => themeStore.update({ menuStyle: event.target.value as MenuStyle })}
          options={MENU_STYLES.map((style) => ({ value: style, label: t(`theme.${style}`) }))}
        />
      </section>
    </Drawer>
  );
}
