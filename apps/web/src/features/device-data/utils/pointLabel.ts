import type { ThingProperty } from '@ies/contracts';
import { currentLocale } from '../../../i18n';

/** A data point as the user reads it: its name in the interface language and its unit, not its identifier. */
export function pointLabel(point: Pick<ThingProperty, 'name' | 'zh' | 'en' | 'unit'>): string {
  const name = (currentLocale() === 'en' ? point.en : point.zh) || point.zh || point.en || point.name;
  return point.unit ? `${name} (${point.unit})` : name;
}
