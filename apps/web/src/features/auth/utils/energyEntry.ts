import { ENERGY_FRONTEND_PATH, type Locale, normalizeLocale } from '@ies/contracts';

/** The energy-management front end on this host (docs/spec/A-access-and-shell.md §2.2), served by this app. */
export const ENERGY_ENTRY_PATH = `/${ENERGY_FRONTEND_PATH}`;

export interface EnergyEntryValues {
  infoModelId: string | null;
  tenantId: string;
  userId: string;
  locale: Locale;
}

/**
 * `/ies_energy?info_model_id=…&tenantId=…&userId=…&locale=…`: the session is never in the address
 * (the same tab already holds it; another tab or host gets a one-time `ticket`, see handOff.ts).
 */
export function energyEntryUrl(values: EnergyEntryValues): string {
  const params = new URLSearchParams({
    info_model_id: values.infoModelId ?? '',
    tenantId: values.tenantId,
    userId: values.userId,
    locale: values.locale,
  });
  return `${ENERGY_ENTRY_PATH}?${params.toString()}`;
}

export interface EnergyEntryQuery {
  token: string | null;
  locale: Locale | null;
}

export function readEnergyEntry(search: string): EnergyEntryQuery {
  const params = new URLSearchParams(search);
  const locale = params.get('locale');
  return { token: params.get('token') || null, locale: locale ? normalizeLocale(locale) : null };
}

/** The same address without its token, for history.replaceState: the token must not stay visible. */
export function addressWithoutToken(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('token');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
