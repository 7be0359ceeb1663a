import { useTranslation } from 'react-i18next';

interface BrandMarkProps {
  size?: number;
}

/** Logo placeholder until tenants upload their own (systemLogo customisation). */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={t('shell.logoAlt')}>
      <rect width="32" height="32" rx="7" fill="var(--ies-primary, #3783FD)" />
      <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#fff" />
    </svg>
  );
}
