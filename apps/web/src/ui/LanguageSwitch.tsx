import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@ies/contracts';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n';

interface LanguageSwitchProps {
  /** Only the globe icon, for narrow headers. */
  compact?: boolean;
}

/**
 * Chinese / English switch; the choice is stored under solarLang. A popover rather than a
 * Dropdown keeps antd's menu out of the sign-in page's bundle.
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const locale = currentLocale();

  const choices = (
    <div role="menu" aria-label={t('lang.label')} className="ies-lang-menu">
      {LOCALES.map((value: Locale) => (
        <Button
          key={value}
          type="text"
          block
          role="menuitemradio"
          aria-checked={value === locale}
          data-testid={`lang-option-${value}`}
          icon={value === locale ? <CheckOutlined /> : <span className="ies-lang-menu-spacer" />}
          onClick={() => {
            setOpen(false);
            void changeLocale(value);
          }}
        >
          {t(`lang.${value}`)}
        </Button>
      ))}
    </div>
  );

  return (
    <Popover
      content={choices}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('lang.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="lang-switch"
      >
        {compact ? null : t(`lang.${locale}`)}
      </Button>
    </Popover>
  );
}
