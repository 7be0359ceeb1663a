import { useTranslation } from 'react-i18next';

/** Suspense fallback while a route chunk loads; plain markup so the entry stays small. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="ies-page-loading" role="status" aria-live="polite">
      <span className="ies-page-loading-dot" aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}
