import { type HomeCurrency, homeCurrencySchema } from '@ies/contracts';
import { useTenantCustomisation } from './useTenantCustomisation';

/** The tenant's home currency and exchange rates (SystemConfig), or undefined when none is set. */
export function useHomeCurrency(): HomeCurrency | undefined {
  const { values } = useTenantCustomisation();
  if (!values.homeCurrency) return undefined;
  try {
    const parsed = homeCurrencySchema.safeParse(JSON.parse(values.homeCurrency));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
