import { hasSessionToken, readSessionUser } from '../../ui/session';
import { currentLocale } from '../../i18n';

/**
 * `{screen}?info_model_id=…&tenantId=…&userId=…&locale=…` (docs/spec/A-access-and-shell.md §2.5) without the session token:
 * the click adds a one-time ticket (MonitoringLinks). Null when signed out.
 */
export function monitoringScreenUrl(screenPath: string): string | null {
  const user = readSessionUser();
  if (!hasSessionToken() || user?.id === undefined || user.tenant_id === undefined) return null;
  const params = new URLSearchParams({
    info_model_id: user.tenantInfo?.info_model_id ?? '',
    tenantId: String(user.tenant_id),
    userId: String(user.id),
    locale: currentLocale(),
  });
  return `${screenPath}?${params.toString()}`;
}
