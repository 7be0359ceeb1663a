import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface NotBuiltPanelProps {
  /** The route path the screen belongs to, shown to the user. */
  route: string;
  extra?: ReactNode;
}

/** Stands in for every screen that is not built yet, naming its route. */
export function NotBuiltPanel({ route, extra }: NotBuiltPanelProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="not-built">
      <Result
        status="info"
        title={t('notBuilt.title')}
        subTitle={
          <>
            {t('notBuilt.description')} <code className="ies-route-path">{route}</code>
          </>
        }
        extra={extra}
      />
    </div>
  );
}
