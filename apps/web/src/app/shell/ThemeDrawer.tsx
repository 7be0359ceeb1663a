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

interface ChoiceSectionProps<T extends Layout | MenuStyle> {
  title: string;
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
}

/** One setting picked from a few named choices (labelled `theme.<choice>`). */
function ChoiceSection<T extends Layout | MenuStyle>({
  title,
  value,
  choices,
  onChange,
}: ChoiceSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section className="ies-theme-section">
      <h3>{title}</h3>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        options={choices.map((choice) => ({ value: choice, label: t(`theme.${choice}`) }))}
      />
    </section>
  );
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
      <ChoiceSection
        title={t('theme.layout')}
        value={settings.layout}
        choices={LAYOUTS}
        onChange={(layout: Layout) => themeStore.update({ layout })}
      />
      <ChoiceSection
        title={t('theme.menuStyle')}
        value={settings.menuStyle}
        choices={MENU_STYLES}
        onChange={(menuStyle: MenuStyle) => themeStore.update({ menuStyle })}
      />
    </Drawer>
  );
}
