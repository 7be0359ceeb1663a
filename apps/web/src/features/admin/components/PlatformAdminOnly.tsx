import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionUser } from '../../../ui/session';

/** The console is the platform administrator's alone; the server refuses everyone else as well. */
export function PlatformAdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!readSessionUser()?.isPlatformAdmin) {
    return <Result status="403" title={t('admin.forbidden')} data-testid="admin-forbidden" />;
  }
  return children;
}
