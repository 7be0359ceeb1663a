import type { CustomizationKey } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { readSessionUser } from '../../../ui/session';
import { fetchTenantCustomisation } from '../api/customisation';
import { customisationKeys } from '../api/customisationKeys';

export type CustomisationValues = Partial<Record<CustomizationKey, string>>;

/**
 * The signed-in tenant's customisation through the query cache, so the header, footer and the
 * SystemConfig screen show a saved change at once (the screen writes the answer into the cache).
 */
export function useTenantCustomisation(): { tenantId: string | null; values: CustomisationValues } {
  const user = readSessionUser();
  const tenantId = user?.tenant_id === undefined ? null : String(user.tenant_id);
  const query = useQuery({
    queryKey: customisationKeys.ofTenant(tenantId ?? ''),
    queryFn: () => fetchTenantCustomisation(tenantId!),
    enabled: tenantId !== null,
    // It changes only through the SystemConfig screen, which writes its answer into this cache.
    staleTime: 5 * 60_000,
    retry: false,
  });
  const values: CustomisationValues = {};
  for (const { key, value } of query.data?.list ?? []) values[key as CustomizationKey] = value;
  return { tenantId, values };
}

/** The system name for the locale: systemNameI18n first, then systemName. */
export function systemNameFor(values: CustomisationValues, locale: string): string | undefined {
  if (values.systemNameI18n) {
    try {
      const names = JSON.parse(values.systemNameI18n) as { zh_CN?: string; en_US?: string };
      const name = locale.startsWith('en') ? names.en_US : names.zh_CN;
      if (name) return name;
    } catch {
      // A broken value falls back to systemName.
    }
  }
  return values.systemName || undefined;
}
