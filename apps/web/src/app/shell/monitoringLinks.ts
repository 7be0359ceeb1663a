import { readSessionToken, readSessionUser } from '../../features/auth/utils/session';
import { currentLocale } from '../../i18n';

/** `{screen}?token=…&info_model_id=…&tenantId=…&userId=…&locale=…` (spec A §2.5); null when signed out. */
export function monitoringScreenUrl(screenPath: string): string | null {
  const token = readSessionToken();
  const user = readSessionUser();
  if (!token || user?.id === undefined || user.tenant_id === undefined) return null;
  const params = new URLSearchParams({
    token,
    info_model_id: user.tenantInfo?.info_model_id ?? '',
    tenantId: String(user.tenant_id),
    userId: String(user.id),
    locale: currentLocale(),
  });
  return `${screenPath}?${params.toString()}`;
}
